"""The same random unterwegs network (294 inputs, two hidden layers of 256, 43 ids) as an ONNX file and as a
model file of spielwerk.learned, for InferenceBench (README.md beside this file). Run from python/."""
import torch

from spielwerk import learned
from spielwerk.train import ActorCritic

torch.manual_seed(0)
model = ActorCritic(294, 43, 256).eval()


class Heads(torch.nn.Module):
    """The network as the Java agent computes it: normalised observation in, logits and value out."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, obs):
        h = self.m.body(self.m.normalise(obs))
        return self.m.policy(h), self.m.value(h)


torch.onnx.export(Heads(model), (torch.zeros(1, 294),), "/tmp/unterwegs.onnx", dynamo=False,
                  input_names=["obs"], output_names=["logits", "value"])
learned.export(model, "/tmp/unterwegs-rand.safetensors", "portroyal-unterwegs", 2)
print("wrote /tmp/unterwegs.onnx and /tmp/unterwegs-rand.safetensors")
