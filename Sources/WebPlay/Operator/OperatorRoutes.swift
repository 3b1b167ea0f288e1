import Connectivity
import Foundation
import HTTPTypes
import Hummingbird

/// The operator's paths (Docs/Protocol.md §9): `/metrics` (Prometheus text), `/host` (the page)
/// and `/host.json` (what it shows, polled). Refused with 403 to anyone else, before any work.
struct OperatorRoutes: Sendable {
    let site: WebPlaySite
    let files: BundledFiles
    /// On a listener of its own (`lanhost --metrics-port`) the bound address already chose who
    /// reaches it: `/metrics` is answered to every peer there.
    let metricsOnOwnListener: Bool

    func add(to router: Router<WebPlayRequestContext>) {
        router.get("/metrics") { _, context in try await self.metrics(context) }
        router.get("/host") { request, context in
            try self.checkHostPage(request, context)
            guard let page = files["host.html"] else { throw HTTPError(.notFound) }
            var response = WebPlayRoutes.response(page.bytes, type: page.contentType)
            response.headers[.cacheControl] = "no-store"
            return response
        }
        router.get("/host.json") { request, context in
            try self.checkHostPage(request, context)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return WebPlayRoutes.recordResponse(try encoder.encode(await site.lobby.overview))
        }
    }

    private func metrics(_ context: WebPlayRequestContext) async throws -> Response {
        guard let monitor = site.monitor, let metrics = monitor.metrics else { throw HTTPError(.notFound) }
        guard metricsOnOwnListener
            || OperatorAccess.allowsMetrics(peer: context.remoteHost, local: context.localHost, metricsBind: monitor.metricsBind)
        else {
            throw HTTPError(
                .forbidden, message: "/metrics is answered on this machine only (lanhost --metrics-bind ADDRESS offers it on ADDRESS)")
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: await metrics())))
    }

    private func checkHostPage(_ request: Request, _ context: WebPlayRequestContext) throws {
        guard let monitor = site.monitor else { throw HTTPError(.notFound) }
        let token = request.uri.queryParameters.get("token").map { String($0) }
        guard OperatorAccess.allowsHostPage(peer: context.remoteHost, token: token, hostToken: monitor.hostToken) else {
            throw HTTPError(.forbidden, message: "/host is for the host's operator: open it on the host, or with the token lanhost printed")
        }
    }
}
