package org.spielwerk.research.learned;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The network of a learned policy, as {@code spielwerk.learn} trains it: observations normalised by the running
 * mean and variance kept with the model ({@code (x - mean) / sqrt(var + eps)}, clipped to +-clip), hidden linear
 * layers with tanh, then a linear policy head (one logit per small action id) and a linear value head (the
 * seat's expected share of the win). Plain Java in float, as PyTorch computes it; immutable and thread-safe.
 */
final class PolicyNetwork {
  private final float[] mean;
  private final float[] scale; // 1 / sqrt(var + eps), per input
  private final float clip;
  private final List<Layer> hidden;
  private final Layer policy;
  private final Layer value;

  /**
   * One linear layer: {@code out[r] = (sum over c in order of weight[r][c] * in[c]) + bias[r]}. The weights are
   * kept transposed (column after column), so the loop over outputs runs over adjacent floats with no dependency
   * between them, which the JIT turns into vector instructions; each sum still adds its terms in the order of c.
   */
  private record Layer(int outputs, int inputs, float[] transposed, float[] bias) {
    static Layer of(int outputs, int inputs, float[] weight, float[] bias) {
      float[] t = new float[weight.length];
      for (int r = 0; r < outputs; r++) {
        for (int c = 0; c < inputs; c++) {
          t[c * outputs + r] = weight[r * inputs + c];
        }
      }
      return new Layer(outputs, inputs, t, bias);
    }

    float[] apply(float[] in, boolean tanh) {
      float[] out = new float[outputs];
      for (int c = 0; c < inputs; c++) {
        float x = in[c];
        int column = c * outputs;
        for (int r = 0; r < outputs; r++) {
          out[r] += transposed[column + r] * x;
        }
      }
      for (int r = 0; r < outputs; r++) {
        float sum = out[r] + bias[r];
        out[r] = tanh ? (float) Math.tanh(sum) : sum;
      }
      return out;
    }
  }

  PolicyNetwork(PolicyFile file, String source) {
    Map<String, PolicyFile.Tensor> t = file.tensors();
    this.mean = vector(t, "mean", source);
    float[] var = vector(t, "var", source);
    float eps = Float.parseFloat(file.metadata().getOrDefault("norm_eps", "1e-8"));
    this.clip = Float.parseFloat(file.metadata().getOrDefault("norm_clip", "10"));
    if (var.length != mean.length) {
      throw PolicyFile.bad(source, "mean and var differ in length");
    }
    this.scale = new float[var.length];
    for (int i = 0; i < var.length; i++) {
      scale[i] = (float) (1.0 / Math.sqrt(var[i] + eps));
    }
    List<Layer> layers = new ArrayList<>();
    int inputs = mean.length;
    for (int i = 0; t.containsKey("body." + i + ".weight"); i += 2) { // body.0, body.2, ...: tanh sits between
      Layer layer = layer(t, "body." + i, inputs, source);
      layers.add(layer);
      inputs = layer.outputs();
    }
    this.hidden = List.copyOf(layers);
    this.policy = layer(t, "policy", inputs, source);
    this.value = layer(t, "value", inputs, source);
    if (value.outputs() != 1) {
      throw PolicyFile.bad(source, "the value head has " + value.outputs() + " outputs, not 1");
    }
  }

  /** The observation's length the network reads. */
  int inputs() {
    return mean.length;
  }

  /** One logit per action id. */
  int outputs() {
    return policy.outputs();
  }

  /** The policy's logits and the value of one observation. */
  Output forward(float[] observation) {
    if (observation.length != mean.length) {
      throw new IllegalArgumentException("observation: " + observation.length + " floats, the model reads " + mean.length);
    }
    float[] h = new float[observation.length];
    for (int i = 0; i < h.length; i++) {
      // as PyTorch: (x - mean) / sqrt(var + eps), clamped
      float x = (observation[i] - mean[i]) * scale[i];
      h[i] = Math.max(-clip, Math.min(clip, x));
    }
    for (Layer layer : hidden) {
      h = layer.apply(h, true);
    }
    return new Output(policy.apply(h, false), value.apply(h, false)[0]);
  }

  record Output(float[] logits, float value) {}

  private static float[] vector(Map<String, PolicyFile.Tensor> t, String name, String source) {
    PolicyFile.Tensor tensor = t.get(name);
    if (tensor == null || tensor.rows() != 1) {
      throw PolicyFile.bad(source, "it has no vector '" + name + "'");
    }
    return tensor.values();
  }

  private static Layer layer(Map<String, PolicyFile.Tensor> t, String name, int inputs, String source) {
    PolicyFile.Tensor weight = t.get(name + ".weight");
    PolicyFile.Tensor bias = t.get(name + ".bias");
    if (weight == null || bias == null) {
      throw PolicyFile.bad(source, "it has no layer '" + name + "' (weight and bias)");
    }
    if (weight.columns() != inputs || bias.rows() != 1 || bias.columns() != weight.rows()) {
      throw PolicyFile.bad(source, "layer '" + name + "' is " + weight.rows() + " x " + weight.columns()
          + " with a bias of " + bias.columns() + ", but its input has " + inputs + " floats");
    }
    return Layer.of(weight.rows(), weight.columns(), weight.values(), bias.values());
  }
}
