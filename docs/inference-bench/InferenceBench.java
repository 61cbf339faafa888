package org.spielwerk.research.learned;

import ai.onnxruntime.*;
import java.nio.file.Path;
import java.util.*;

public class InferenceBench {
  public static void main(String[] a) throws Exception {
    float[] obs = new float[294];
    Random r = new Random(1);
    for (int i = 0; i < obs.length; i++) obs[i] = r.nextFloat() * 3;
    String which = a[0];
    long t0 = System.nanoTime();
    float[] first;
    if (which.equals("plain")) {
      PolicyNetwork net = LearnedPolicy.read(Path.of("/tmp/unterwegs-rand.safetensors")).network();
      first = net.forward(obs).logits();
      System.out.printf("start-up to first answer %.1f ms%n", (System.nanoTime() - t0) / 1e6);
      bench(() -> net.forward(obs).logits());
    } else {
      OrtEnvironment env = OrtEnvironment.getEnvironment();
      OrtSession.SessionOptions o = new OrtSession.SessionOptions();
      o.setIntraOpNumThreads(1);
      OrtSession s = env.createSession("/tmp/unterwegs.onnx", o);
      java.util.function.Supplier<float[]> run = () -> {
        try (OnnxTensor t = OnnxTensor.createTensor(env, new float[][] {obs}); OrtSession.Result res = s.run(Map.of("obs", t))) {
          return ((float[][]) res.get(0).getValue())[0];
        } catch (OrtException e) { throw new RuntimeException(e); }
      };
      first = run.get();
      System.out.printf("start-up to first answer %.1f ms%n", (System.nanoTime() - t0) / 1e6);
      bench(run);
    }
    System.out.println("logit 0..2 " + first[0] + " " + first[1] + " " + first[2]);
  }
  static void bench(java.util.function.Supplier<float[]> f) {
    double sink = 0;
    for (int i = 0; i < 20000; i++) sink += f.get()[0];
    long[] t = new long[20000];
    for (int i = 0; i < t.length; i++) { long s = System.nanoTime(); sink += f.get()[0]; t[i] = System.nanoTime() - s; }
    Arrays.sort(t);
    System.out.printf("per forward: median %.1f us, p99 %.1f us (%s)%n", t[t.length / 2] / 1e3, t[(int) (t.length * 0.99)] / 1e3, sink > 0 ? "" : " ");
  }
}
