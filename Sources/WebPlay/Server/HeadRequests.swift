import Hummingbird

/// `HEAD` for every path `GET` answers (RFC 9110 §9.3.2): the same status and headers
/// (`Content-Length`, `Content-Type`, `Content-Security-Policy`, ...), and no body.
///
/// Hummingbird 2.28.1 does half of it: a router made with ``routerOptions`` gives each `GET` route
/// a `HEAD` route that runs the `GET` handler and drops the body of what it returns (keeping its
/// `Content-Length`). What that misses is an error the handler throws (a `404` for a missing asset,
/// a `400` for a bad `/qr.svg`): the router would turn it into a response with a body after the
/// `HEAD` route has returned, and NIO refuses to write a body after a `HEAD`. ``Middleware`` turns
/// such an error into its response itself, with `GET`'s status, headers and `Content-Length`, and
/// drops that body too.
///
/// `/ws` is answered like a `GET /ws` without upgrade headers (`200`, empty); a `HEAD` that asks for
/// a WebSocket upgrade is not upgraded (an upgrade is a `GET`, RFC 6455 §4.1): the WebSocket
/// responder is built from a router without ``routerOptions``.
enum HeadRequests {
    /// The options of the router that serves plain HTTP.
    static let routerOptions: RouterOptions = [.autoGenerateHeadEndpoints]

    /// For a `HEAD` request, the response to the same `GET` without its body, errors included; any
    /// other request passes through untouched. Add it to the router before the routes.
    struct Middleware<Context: RequestContext>: RouterMiddleware {
        /// Runs the route; for a `HEAD`, keeps the status and headers of its response (or of the
        /// error it threw) and drops the body.
        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            guard request.method == .head else { return try await next(request, context) }
            do {
                return try await next(request, context).createHeadResponse()
            } catch let error as any HTTPResponseError {
                return try error.response(from: request, context: context).createHeadResponse()
            }
        }
    }
}
