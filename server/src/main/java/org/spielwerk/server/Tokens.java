package org.spielwerk.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens: 256 random bits from {@link SecureRandom}, given to the person who joins a seat. The server keeps
 * only their SHA-256 and compares hashes in constant time ({@link MessageDigest#isEqual}). A token is never
 * written to a log or an error message.
 */
final class Tokens {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final char[] ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();

  private Tokens() {}

  /** A new seat token (43 characters, URL-safe). */
  static String newToken() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** A new match id: 12 characters (60 random bits); ids are not secrets, only names. */
  static String newMatchId() {
    StringBuilder id = new StringBuilder(12);
    for (int i = 0; i < 12; i++) {
      id.append(ID_ALPHABET[RANDOM.nextInt(ID_ALPHABET.length)]);
    }
    return id.toString();
  }

  /** A random seed for a match created without one. */
  static long newSeed() {
    return RANDOM.nextLong();
  }

  /** The SHA-256 of a token, as hex. */
  static String hash(String token) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JDK", e);
    }
  }

  /** Whether two hashes are equal, in time that does not depend on where they differ. */
  static boolean same(String hashA, String hashB) {
    if (hashA == null || hashB == null) {
      return false;
    }
    return MessageDigest.isEqual(hashA.getBytes(StandardCharsets.US_ASCII), hashB.getBytes(StandardCharsets.US_ASCII));
  }
}
