package org.spielwerk.server;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.spielwerk.core.Json;

/**
 * Jetty's own error answers (a request line or header Jetty cannot parse, a URI or headers too long, an error
 * before a route runs) as the API's JSON error body instead of Jetty's HTML page, so that a client never has to
 * parse two formats. Nothing of the request is echoed back: the message is Jetty's reason phrase for the status.
 */
final class JsonErrorHandler extends ErrorHandler {
  JsonErrorHandler() {
    setShowStacks(false);
    setShowServlet(false);
  }

  /** The body for a status: {@code {"status", "code": "http_<status>", "field": null, "rule": null, "message"}}. */
  static byte[] body(int status) {
    String code = status == 413 ? "too_large" : "http_" + status;
    String reason = HttpStatus.getMessage(status);
    ApiException error = new ApiException(status, code, status == 413 ? "body" : null, null,
        reason == null ? "HTTP " + status : reason);
    return Json.write(error.toJson()).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
      HttpServletResponse response, int code, String message) throws IOException {
    writeJson(baseRequest, response, code);
  }

  @Override
  protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
      HttpServletResponse response, int code, String message, String contentType) throws IOException {
    writeJson(baseRequest, response, code);
  }

  private static void writeJson(Request baseRequest, HttpServletResponse response, int code) throws IOException {
    baseRequest.setHandled(true);
    response.setContentType("application/json");
    byte[] body = body(code);
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  /** Errors found while parsing, before any request object exists (bad request line, headers too large). */
  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
    fields.put(HttpHeader.CONTENT_TYPE, "application/json");
    return ByteBuffer.wrap(body(status));
  }
}
