import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import Testing

@testable import WebPlay

/// ``HeadRequests`` on a bare router, where nothing below it hides a body: over the wire NIO's
/// encoder also drops a body written after a `HEAD`, so `HeadRequestTests` alone would not notice
/// an error's body reaching the writer.
@Suite("HEAD requests: the router and its middleware")
struct HeadRequestsMiddlewareTests {
    /// A router as the web server makes it, with a page, a route that throws an error with a JSON
    /// message, and a POST-only route.
    private static func responder() -> some HTTPResponder<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: HeadRequests.routerOptions)
        router.add(middleware: HeadRequests.Middleware())
        router.get("/page") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html", .contentSecurityPolicy: "default-src 'self'"],
                body: .init(byteBuffer: ByteBuffer(string: "<html>hello</html>")))
        }
        router.get("/broken") { _, _ -> Response in throw HTTPError(.badRequest, message: "text: 1 to 512 bytes") }
        router.post("/form") { _, _ in Response(status: .ok) }
        return router.buildResponder()
    }

    /// The response to `method path`, with its body collected.
    private static func respond(
        _ method: HTTPRequest.Method, _ path: String, responder: some HTTPResponder<BasicRequestContext>
    ) async throws -> (response: Response, body: ByteBuffer) {
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: path),
            body: .init(buffer: ByteBuffer()))
        let context = BasicRequestContext(source: .init(channel: EmbeddedChannel(), logger: Logger(label: "head-tests")))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            // What the router leaves to its caller (Hummingbird's application turns it into this).
            response = try error.response(from: request, context: context)
        }
        let collector = BodyCollector()
        try await response.body.write(collector)
        return (response, collector.bytes)
    }

    @Test(arguments: ["/page", "/broken", "/nowhere", "/form"])
    func headIsGetWithoutTheBody(path: String) async throws {
        let responder = Self.responder()
        let get = try await Self.respond(.get, path, responder: responder)
        let head = try await Self.respond(.head, path, responder: responder)
        #expect(head.response.status == get.response.status)
        #expect(head.response.headers == get.response.headers)
        #expect(head.body.readableBytes == 0, "HEAD \(path) carried \(head.body.readableBytes) body bytes")
        if path == "/page" || path == "/broken" {
            #expect(get.body.readableBytes > 0)
            #expect(head.response.headers[.contentLength] == String(get.body.readableBytes))
        }
    }

    @Test func otherMethodsPassThrough() async throws {
        let responder = Self.responder()
        #expect(try await Self.respond(.post, "/form", responder: responder).response.status == .ok)
        #expect(try await Self.respond(.post, "/page", responder: responder).response.status == .notFound)
    }
}

/// Collects what a response body writes.
private final class BodyCollector: ResponseBodyWriter {
    /// Everything written so far.
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        bytes.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
