package org.spielwerk.research.tournament;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.Histogram;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.spielwerk.core.Json;

/**
 * Writes a tournament's results: {@code games.csv} (one row per game and seat), {@code summary.json},
 * {@code ratings.csv}, and the plots {@code win-rate-by-seat}, {@code game-length} and {@code ratings}
 * as PNG and SVG (XChart).
 */
public final class Reports {
  private Reports() {}

  /** Every file, into {@code dir} (created if needed); returns the paths written. */
  public static List<Path> write(Path dir, Summary summary, List<GameResult> results) throws IOException {
    Files.createDirectories(dir);
    List<Path> written = new ArrayList<>();
    written.add(write(dir.resolve("games.csv"), gamesCsv(summary, results)));
    written.add(write(dir.resolve("summary.json"), Json.writePretty(summary)));
    written.add(write(dir.resolve("ratings.csv"), ratingsCsv(summary)));
    written.addAll(plots(dir, summary));
    return written;
  }

  private static Path write(Path file, String text) throws IOException {
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  /** game,setup_seed,seat,agent,agent_spec,score,rank,payoff,length */
  public static String gamesCsv(Summary summary, List<GameResult> results) {
    StringBuilder csv = new StringBuilder("game,setup_seed,seat,agent,agent_spec,score,rank,payoff,length\n");
    for (GameResult r : results) {
      for (int s = 0; s < r.agents().size(); s++) {
        int a = r.agents().get(s);
        csv.append(r.game()).append(',').append(r.setupSeed()).append(',').append(s).append(',').append(a)
            .append(',').append(quote(summary.tournament().agents().get(a))).append(',').append(r.scores().get(s))
            .append(',').append(r.ranks().get(s)).append(',').append(r.payoffs().get(s)).append(',')
            .append(r.length()).append('\n');
      }
    }
    return csv.toString();
  }

  /** agent,spec,seats,win_rate,win_low,win_high,rating,rating_low,rating_high,mean_score */
  public static String ratingsCsv(Summary summary) {
    StringBuilder csv = new StringBuilder("agent,spec,seats,win_rate,win_low,win_high,rating,rating_low,rating_high,"
        + "mean_score\n");
    for (Summary.AgentStats a : summary.agents()) {
      csv.append(String.format(Locale.ROOT, "%d,%s,%d,%.4f,%.4f,%.4f,%.1f,%.1f,%.1f,%.3f%n", a.index(),
          quote(a.spec()), a.seatsTaken(), a.winRate(), a.winRateLow(), a.winRateHigh(), a.rating(), a.ratingLow(),
          a.ratingHigh(), a.meanScore()));
    }
    return csv.toString();
  }

  private static String quote(String s) {
    return s.contains(",") || s.contains("\"") ? '"' + s.replace("\"", "\"\"") + '"' : s;
  }

  /** A text table of the agents, for the terminal. */
  public static String table(Summary summary) {
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "%-36s %7s %22s %18s%n", "agent", "seats", "win rate (95% CI)",
        "rating (95% CI)"));
    for (Summary.AgentStats a : summary.agents()) {
      out.append(String.format(Locale.ROOT, "%-36s %7d %6.1f%% (%5.1f-%5.1f%%) %6.0f (%4.0f-%4.0f)%n",
          "#" + (a.index() + 1) + " " + a.spec(), a.seatsTaken(), 100 * a.winRate(), 100 * a.winRateLow(),
          100 * a.winRateHigh(), a.rating(), a.ratingLow(), a.ratingHigh()));
    }
    out.append("win rate by seat:").append('\n');
    for (Summary.AgentStats a : summary.agents()) {
      out.append(String.format(Locale.ROOT, "  %-34s", "#" + (a.index() + 1) + " " + a.spec()));
      for (int s = 0; s < a.seatWinRates().size(); s++) {
        out.append(String.format(Locale.ROOT, "  %d: %5.1f%%", s + 1, 100 * a.seatWinRates().get(s)));
      }
      out.append('\n');
    }
    out.append(String.format(Locale.ROOT, "mean length %.1f actions over %d games%n", summary.meanLength(),
        summary.games()));
    return out.toString();
  }

  static List<Path> plots(Path dir, Summary summary) throws IOException {
    System.setProperty("java.awt.headless", "true");
    List<Path> written = new ArrayList<>();
    String title = summary.tournament().gameId() + ", " + summary.tournament().players() + " players, "
        + summary.games() + " games";

    CategoryChart seats = new CategoryChartBuilder().width(800).height(500).title("Win rate by seat: " + title)
        .xAxisTitle("seat").yAxisTitle("win rate").build();
    List<Integer> seatNumbers = new ArrayList<>();
    for (int s = 1; s <= summary.tournament().players(); s++) {
      seatNumbers.add(s);
    }
    for (Summary.AgentStats a : summary.agents()) {
      List<Double> rates = a.seatWinRates().stream().map(r -> r.isNaN() ? 0.0 : r).toList();
      seats.addSeries("#" + (a.index() + 1) + " " + a.spec(), seatNumbers, rates);
    }
    written.addAll(save(seats, dir.resolve("win-rate-by-seat")));

    List<Integer> lengths = summary.lengths();
    int bins = Math.max(1, Math.min(30, (int) Math.sqrt(lengths.size())));
    int min = lengths.stream().mapToInt(Integer::intValue).min().orElse(0);
    int max = lengths.stream().mapToInt(Integer::intValue).max().orElse(1);
    Histogram histogram = new Histogram(lengths, bins, min, max + 1);
    CategoryChart length = new CategoryChartBuilder().width(800).height(500).title("Game length: " + title)
        .xAxisTitle("actions").yAxisTitle("games").build();
    length.getStyler().setLegendVisible(false);
    length.getStyler().setXAxisDecimalPattern("#");
    length.addSeries("games", histogram.getxAxisData(), histogram.getyAxisData());
    written.addAll(save(length, dir.resolve("game-length")));

    CategoryChart ratings = new CategoryChartBuilder().width(800).height(500).title("Ratings (95% CI): " + title)
        .xAxisTitle("agent").yAxisTitle("rating (Elo scale)").build();
    ratings.getStyler().setLegendVisible(false);
    List<String> names = summary.agents().stream().map(a -> "#" + (a.index() + 1) + " " + a.spec())
        .collect(Collectors.toList());
    List<Double> values = summary.agents().stream().map(Summary.AgentStats::rating).toList();
    List<Double> errors = summary.agents().stream()
        .map(a -> Math.max(a.rating() - a.ratingLow(), a.ratingHigh() - a.rating())).toList();
    ratings.addSeries("rating", names, values, errors);
    written.addAll(save(ratings, dir.resolve("ratings")));
    return written;
  }

  private static List<Path> save(Chart<?, ?> chart, Path base) throws IOException {
    BitmapEncoder.saveBitmap(chart, base.toString(), BitmapEncoder.BitmapFormat.PNG);
    VectorGraphicsEncoder.saveVectorGraphic(chart, base.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    return List.of(Path.of(base + ".png"), Path.of(base + ".svg"));
  }
}
