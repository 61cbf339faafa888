package org.spielwerk.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.spielwerk.core.Json;

/**
 * A refusal the client caused: an HTTP status, a stable code for programs, the field or rule at fault and a
 * sentence for people. Rendered as the JSON body of a 4xx answer or as a WebSocket {@code error} message; it never
 * carries a stack trace, and nothing was changed when it is thrown.
 */
public final class ApiException extends RuntimeException {
  private final int status;
  private final String code;
  private final String field;
  private final String rule;
  private final int retryAfterSeconds;

  public ApiException(int status, String code, String field, String rule, String message) {
    this(status, code, field, rule, message, 0);
  }

  private ApiException(int status, String code, String field, String rule, String message, int retryAfterSeconds) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.field = field;
    this.rule = rule;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * 429: over a rate or count limit; the client may try again after {@code seconds} (sent as {@code Retry-After}
   * and as {@code retryAfterSeconds} in the body).
   */
  public static ApiException tooMany(String code, String field, int seconds, String message) {
    return new ApiException(429, code, field, null, message, Math.max(1, seconds));
  }

  /** Seconds after which a 429 may be tried again; 0 for every other error. */
  public int retryAfterSeconds() {
    return retryAfterSeconds;
  }

  /** 400: the request is not what the API takes; {@code field} names the part at fault. */
  public static ApiException badRequest(String field, String message) {
    return new ApiException(400, "bad_request", field, null, message);
  }

  public static ApiException notFound(String field, String message) {
    return new ApiException(404, "not_found", field, null, message);
  }

  public static ApiException conflict(String code, String field, String message) {
    return new ApiException(409, code, field, null, message);
  }

  public int status() {
    return status;
  }

  public String code() {
    return code;
  }

  public String field() {
    return field;
  }

  public String rule() {
    return rule;
  }

  /** The error as JSON: {@code {"status", "code", "field", "rule", "message"}}. */
  public ObjectNode toJson() {
    ObjectNode node = Json.mapper().createObjectNode();
    node.put("status", status);
    node.put("code", code);
    node.put("field", field);
    node.put("rule", rule);
    node.put("message", getMessage());
    if (retryAfterSeconds > 0) {
      node.put("retryAfterSeconds", retryAfterSeconds);
    }
    return node;
  }
}
