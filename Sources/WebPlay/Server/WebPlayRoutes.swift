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
    /// The largest body of a generic-face request (a view, or a command line).
    static let maxGenericBody = 1 << 20

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
        router.get("/record.json") { request, _ in self.record(game: request.uri.queryParameters.get("game") ?? "") }
        router.get("/replay.json") { request, _ in
            let query = request.uri.queryParameters
            return self.replay(
                game: query.get("id").flatMap { Int64($0) }, seat: query.get("seat").map { String($0) },
                step: query.get("step").flatMap { Int($0) })
        }
        router.get("/qr.svg") { request, _ in try self.qr(request.uri.queryParameters.get("text") ?? "") }
        router.post("/games/{id}/render") { request, context in
            try await self.render(request, game: context.parameters.get("id") ?? "")
        }
        router.post("/games/{id}/command") { request, context in
            try await self.command(request, game: context.parameters.get("id") ?? "")
        }
        router.post("/games/{id}/moves") { request, context in
            try await self.moves(request, game: context.parameters.get("id") ?? "")
        }
        router.post("/games/{id}/result") { request, context in
            try await self.result(request, game: context.parameters.get("id") ?? "")
        }
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
                lobby: self.site.lobby, transport: self.site.transport)
        }
    }

    /// The record's leaderboard and recent games of one game; `{"recording": false}` without one.
    private func record(game: String) -> Response {
        let known = site.games[GameID(rawValue: game)] != nil
        let body = known ? site.record.map { $0(GameID(rawValue: game)) } : nil
        return Self.recordResponse(
            body ?? Data((known ? #"{"recording":false}"# : #"{"recording":false,"unknownGame":true}"#).utf8))
    }

    /// A moment of a recorded game for the replay viewer; `{"error": CODE}` when there is none.
    private func replay(game: Int64?, seat: String?, step: Int?) -> Response {
        let bytes: Data
        if let game, let replay = site.replay {
            bytes = replay(game, seat, step)
        } else {
            bytes = Data((site.replay == nil ? #"{"error":"notRecording"}"# : #"{"error":"unknownGame"}"#).utf8)
        }
        return Self.recordResponse(bytes)
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

    /// The generic face: the terminal text of the viewer's own view (it holds nothing the viewer may
    /// not see). Body: `{"view": <view JSON>, "viewer": uuid | null, "names": {uuid: name}}`.
    private func render(_ request: Request, game: String) async throws -> Response {
        guard let descriptor = site.games[GameID(rawValue: game)] else { throw HTTPError(.notFound) }
        let body = try await request.body.collect(upTo: Self.maxGenericBody)
        let parsed = try? JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any]
        guard let parsed, let view = parsed["view"],
            let viewBytes = try? JSONSerialization.data(withJSONObject: view, options: [.fragmentsAllowed])
        else { throw HTTPError(.badRequest, message: "expected {\"view\": ..., \"viewer\": ..., \"names\": ...}") }
        let viewer = (parsed["viewer"] as? String).flatMap(UUID.init(uuidString:)).map(Viewer.player) ?? .spectator
        var names: [PlayerID: String] = [:]
        for case let (key, name as String) in (parsed["names"] as? [String: Any]) ?? [:] {
            if let id = UUID(uuidString: key) { names[id] = name }
        }
        guard let text = descriptor.render(viewPayload: viewBytes, for: viewer, names: PlayerNames(names)) else {
            throw HTTPError(.badRequest, message: "not a view of \(game)")
        }
        return Self.response(Data(text.utf8), type: "text/plain; charset=utf-8")
    }

    /// The generic face: a terminal command line to the action JSON it stands for, or
    /// `422 {"code", "message"}` saying what is wrong with it.
    private func command(_ request: Request, game: String) async throws -> Response {
        guard let descriptor = site.games[GameID(rawValue: game)] else { throw HTTPError(.notFound) }
        let body = try await request.body.collect(upTo: 4096)
        let line = String(decoding: body.readableBytesView, as: UTF8.self)
        do throws(GameCommandError) {
            return Self.response(try descriptor.action(forCommand: line), type: "application/json")
        } catch {
            let problem = ["code": "invalidCommand", "message": error.description]
            var response = Self.response(
                (try? JSONSerialization.data(withJSONObject: problem, options: [.sortedKeys])) ?? Data(),
                type: "application/json")
            response.status = .unprocessableContent
            return response
        }
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
