import Connectivity
import Foundation
import GameCore
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// Every path the web server answers (Docs/Protocol.md §9).
struct WebPlayRoutes: Sendable {
    let site: WebPlaySite
    let files: BundledFiles
    /// The address the server is bound to: the invitation links of `/lobby.json` follow it.
    let bindHost: String

    /// The longest text `/qr.svg` encodes (a join URL is far shorter).
    static let maxQRText = 512

    /// Every path, `/ws` included (a plain `GET /ws` without upgrade headers is answered here).
    func add(to router: Router<WebPlayRequestContext>) {
        router.get("/") { _, _ in try self.file("index.html") }
        // The big screen: a TV or projector's seatless page (Docs/Protocol.md §9 "The big screen").
        // The router's paths ignore a trailing slash: this answers `/tv/` too.
        router.get("/tv") { _, _ in try self.file("tv.html") }
        router.get("/assets/{name}") { _, context in
            try self.file("assets/" + (context.parameters.get("name") ?? ""))
        }
        router.get("/faces/{name}") { _, context in try self.face(context.parameters.get("name") ?? "") }
        router.get("/lobby.json") { _, context in try await self.lobbyFacts(port: context.localPort) }
        // The page's questions (Docs/Protocol.md §9): over HTTP in a public lobby only; the page
        // asks them over its sealed socket (PageQuestions.swift).
        router.get("/record.json") { request, _ in try await self.httpQuestion(request) }
        router.get("/replay.json") { request, _ in try await self.httpQuestion(request) }
        router.get("/qr.svg") { request, _ in try self.qr(request.uri.queryParameters.get("text") ?? "") }
        router.post("/games/{id}/render") { request, _ in try await self.httpQuestion(request) }
        router.post("/games/{id}/command") { request, _ in try await self.httpQuestion(request) }
        router.post("/games/{id}/moves") { request, _ in try await self.httpQuestion(request) }
        router.post("/games/{id}/result") { request, _ in try await self.httpQuestion(request) }
        OperatorRoutes(site: site, files: files, metricsOnOwnListener: false).add(to: router)
        addWebSocket(to: router)
    }

    /// `/ws` alone: the WebSocket upgrade. The upgrader's router holds only this route.
    func addWebSocket(to router: Router<WebPlayRequestContext>) {
        router.ws("/ws", shouldUpgrade: { request, context in
            // Another site open on a player's phone must not drive a seat: browsers always send
            // Origin, and only the page's own may upgrade. Clients without one (tools) may.
            guard OriginCheck.allows(origin: request.headers[.origin], host: request.head.authority) else {
                TransportMetrics.refusedWebSocketOrigin.increment()
                throw HTTPError(.forbidden, message: "WebSocket upgrades are accepted from this lobby's own page only")
            }
            context.releaseWebSocketHandlerOnClose()
            return .upgrade([:])
        }) { inbound, outbound, context in
            await WebSocketBridge.run(
                inbound: inbound, outbound: outbound, remoteHost: context.requestContext.remoteHost,
                lobby: self.site.lobby, transport: self.site.transport,
                questions: { path, body in await self.answer(path: path, body: body) })
        }
    }

    private func file(_ path: String) throws -> Response {
        guard !path.contains(".."), let file = files[path] else { throw HTTPError(.notFound) }
        return Self.response(file.bytes, type: file.contentType)
    }

    /// `/faces/<game>.js` and `/faces/<game>.css`: a module's web face; `/faces/<game>.tv.js` and
    /// `/faces/<game>.tv.css`: its big-screen face; 404 when it has none.
    private func face(_ name: String) throws -> Response {
        let isScript = name.hasSuffix(".js")
        guard isScript || name.hasSuffix(".css") else { throw HTTPError(.notFound) }
        let id = String(name.prefix(while: { $0 != "." }))
        let rest = name.dropFirst(id.count)
        guard rest == ".js" || rest == ".css" || rest == ".tv.js" || rest == ".tv.css",
            let descriptor = site.games[GameID(rawValue: id)],
            let face = rest.hasPrefix(".tv.") ? descriptor.bigScreenFace : descriptor.webFace
        else { throw HTTPError(.notFound) }
        let text = isScript ? face.script : face.stylesheet
        return Self.response(Data(text.utf8), type: BundledFiles.contentType(ofExtension: isScript ? "js" : "css"))
    }

    private func lobbyFacts(port: Int?) async throws -> Response {
        let info = await site.lobby.info
        // The links a page shows to invite others: this machine's LAN addresses (loopback only when
        // the server is bound to it, or the machine has no other address).
        let links = port.map { JoinLinks.urls(port: $0, hosts: LocalAddresses.lanHosts(forBindAddress: bindHost), mDNSHost: nil) }
        let facts = LobbyFacts(
            info: info, descriptor: site.games[info.game.id], site: site.games, tcpPort: site.tcpPort, joinURLs: links ?? [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Self.response(try encoder.encode(facts), type: "application/json")
    }

    private func qr(_ text: String) throws -> Response {
        guard !text.isEmpty, text.utf8.count <= Self.maxQRText, let code = QRCode(text) else {
            throw HTTPError(.badRequest, message: "text: 1 to \(Self.maxQRText) bytes")
        }
        return Self.response(Data(code.svg.utf8), type: "image/svg+xml")
    }

    /// The record's JSON (`/record.json`, `/replay.json`): the page's headers, never stored (it
    /// changes with every game).
    static func recordResponse(_ bytes: Data) -> Response {
        var response = response(bytes, type: "application/json; charset=utf-8")
        response.headers[.cacheControl] = "no-store"
        return response
    }

    static func response(_ bytes: Data, type: String) -> Response {
        // The page and its scripts change with the build: never serve a stale copy after an upgrade.
        Response(
            status: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-cache",
                // Only this server's own scripts, styles, images and socket; faces are bundled too.
                .contentSecurityPolicy: "default-src 'self'; img-src 'self' data:; connect-src 'self'",
                .xContentTypeOptions: "nosniff",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
