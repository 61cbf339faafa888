package org.spielwerk.research.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spielwerk.core.Game;
import org.spielwerk.core.Games;
import org.spielwerk.research.Encoder;

/** The small ids and the pool's file; the pool's equality with the one-game env is python/tests/test_pool.py. */
class PoolTest {
  @TempDir
  Path dir;

  @Test
  void aDigitOverTheMenuIsSplitIntoBase100DigitsMostSignificantFirst() {
    assertThat(SmallIds.split(84_083)).containsExactly(9, 100, 100);
    assertThat(SmallIds.split(100)).containsExactly(100);
    assertThat(SmallIds.split(101)).containsExactly(2, 100);
  }

  @Test
  void everyCodeOfAFactoredTableHasItsOwnPrefixFreeSequenceOfSmallIds() {
    Game<?, ?, ?, ?, ?> loyang = Games.byId("loyang");
    Encoder<?, ?, ?, ?> encoder = encoderOf(loyang, 3);
    SmallIds ids = SmallIds.of(encoder.actionLayout(), encoder.actionCount(), null);
    assertThat(ids.factored()).isTrue();
    assertThat(ids.ids()).isLessThan(2_000); // a mask is a few KB at most
    Set<String> seen = new HashSet<>();
    for (int code = 0; code < encoder.actionCount(); code++) {
      int[] tokens = ids.tokens(code);
      assertThat(tokens.length).isBetween(1, ids.maxLength());
      assertThat(Arrays.stream(tokens).allMatch(t -> t >= 0 && t < ids.ids())).as("code %d", code).isTrue();
      assertThat(seen.add(Arrays.toString(tokens))).as("code %d", code).isTrue();
    }
  }

  @Test
  void aRefusedIdChangesNoGameAndNamesTheGame() throws Exception {
    Encoder<?, ?, ?, ?> encoder = encoderOf(Games.byId("portroyal-unterwegs"), 2);
    Path file = dir.resolve("pool.bin");
    try (Pool<?, ?, ?, ?> pool = pool(encoder, 3, file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      MappedByteBuffer map = channel.map(FileChannel.MapMode.READ_WRITE, 0, pool.bytes());
      map.order(ByteOrder.LITTLE_ENDIAN);
      assertThat(map.getInt(0)).isEqualTo(Pool.MAGIC);
      pool.reset(7);
      int actionsAt = map.getInt(24);
      int maskAt = map.getInt(44);
      byte[] before = new byte[pool.bytes() - actionsAt - 12];
      for (int k = 0; k < 3; k++) {
        map.putInt(actionsAt + 4 * k, firstId(map, maskAt + k * pool.ids(), pool.ids(), k == 1 ? 0 : 1));
      }
      map.get(actionsAt + 12, before);
      assertThatThrownBy(pool::step).isInstanceOf(Pool.Refused.class).hasMessageStartingWith("actions[1]: id")
          .satisfies(e -> assertThat(((Pool.Refused) e).at).isEqualTo(1));
      byte[] after = new byte[before.length];
      map.get(actionsAt + 12, after);
      assertThat(after).isEqualTo(before);
      map.putInt(actionsAt + 4, firstId(map, maskAt + pool.ids(), pool.ids(), 1));
      pool.step();
      assertThat(pool.steps()).isEqualTo(3);
    }
  }

  private static int firstId(MappedByteBuffer map, int at, int ids, int value) {
    for (int i = 0; i < ids; i++) {
      if (map.get(at + i) == value) {
        return i;
      }
    }
    throw new AssertionError("no id with mask value " + value);
  }

  private static <S, A, E extends org.spielwerk.core.GameEvent, V, O> Encoder<S, A, V, O> encoderOf(
      Game<S, A, E, V, O> game, int players) {
    return Encoder.of(game, game.defaultOptions(), players);
  }

  private static <S, A, V, O> Pool<S, A, V, O> pool(Encoder<S, A, V, O> encoder, int n, Path file) {
    return new Pool<>(encoder, encoder.game().defaultOptions(), n, null, file);
  }

  private static <S, A, V, O> Pool<S, A, V, O> pool(Encoder<S, A, V, O> encoder, int n, Path file,
      Pool.Opponents opponents) {
    return new Pool<>(encoder, encoder.game().defaultOptions(), n, null, file, opponents);
  }

  @Test
  void withOpponentsEveryFrameIsTheLearnersTurnItsSeatRotatesAndTheGamesReplay() throws Exception {
    Encoder<?, ?, ?, ?> encoder = encoderOf(Games.byId("portroyal-unterwegs"), 2);
    Pool.Opponents greedy = new Pool.Opponents(java.util.List.of("greedy"), -1);
    byte[][] files = new byte[2][];
    for (int run = 0; run < 2; run++) {
      Path file = dir.resolve("opponents" + run + ".bin");
      try (Pool<?, ?, ?, ?> pool = pool(encoder, 4, file, greedy);
          FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
        MappedByteBuffer map = channel.map(FileChannel.MapMode.READ_WRITE, 0, pool.bytes());
        map.order(ByteOrder.LITTLE_ENDIAN);
        int actionsAt = map.getInt(24);
        int toMoveAt = map.getInt(28);
        int maskAt = map.getInt(44);
        pool.reset(10);
        long[] deal = {10, 11, 12, 13};
        long nextSeed = 14;
        int ended = 0;
        for (int step = 0; step < 400; step++) {
          for (int k = 0; k < 4; k++) {
            assertThat(map.getInt(toMoveAt + 4 * k)).as("game %d's seat, deal %d", k, deal[k]).isEqualTo((int) (deal[k] % 2));
            map.putInt(actionsAt + 4 * k, firstId(map, maskAt + k * pool.ids(), pool.ids(), 1));
          }
          for (int k : pool.step()) {
            deal[k] = nextSeed++;
            ended++;
          }
        }
        assertThat(ended).as("games ended in 400 learner steps").isPositive();
        assertThat(pool.steps()).as("engine actions, the agents' included").isGreaterThan(1_600);
        files[run] = new byte[pool.bytes()];
        map.get(0, files[run]);
      }
    }
    assertThat(files[1]).as("the same seed and ids give the same frames").isEqualTo(files[0]);
  }

  @Test
  void opponentsRefuseAnUnknownAgentAndTheWrongNumberOfSpecs() {
    Encoder<?, ?, ?, ?> encoder = encoderOf(Games.byId("portroyal-unterwegs"), 3);
    assertThatThrownBy(() -> new Pool.Opponents(java.util.List.of("nobody"), -1)).hasMessageContaining("nobody");
    Pool.Opponents three = new Pool.Opponents(java.util.List.of("random", "random", "random"), 0);
    assertThatThrownBy(() -> pool(encoder, 1, dir.resolve("x.bin"), three))
        .hasMessageStartingWith("opponents: 3 specs for 2 other seats");
  }

  @Test
  void aPoolNeedsANewFile() throws Exception {
    Path file = Files.createFile(dir.resolve("taken.bin"));
    Encoder<?, ?, ?, ?> encoder = encoderOf(Games.byId("portroyal-unterwegs"), 2);
    assertThatThrownBy(() -> pool(encoder, 2, file)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("path:");
  }
}
