@testable import Connectivity
import Foundation
import GameCore
import Testing
import NIOCore
import TestGames

/// `gameOver.result` (Docs/Protocol.md §4): each player's own line of a finished game, worded by the
/// host from that player's final view with the module, so a page shows what lanjoin shows without
/// asking the host afterwards (the host may close right after the game).
@Suite("gameOver carries each player's own line")
struct GameOverResultTests {
    static let ari = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!
    static let bo = UUID(uuidString: "00000000-0000-4000-8000-000000000002")!
    static let watcher = UUID(uuidString: "00000000-0000-4000-8000-000000000003")!

    /// Take Last's final view: Ari took the last token.
    static let finalView = Data(#"{"current":null,"players":["\#(ari.wireString)","\#(bo.wireString)"],"tokens":0,"winner":"\#(ari.wireString)"}"#.utf8)

    static func over(to recipient: UUID) -> GameHostOutput {
        .gameOver(GameOverOutput(recipient: recipient, round: 1, winners: [ari], summary: "The last token was taken.", payload: finalView))
    }

    static let recipients = RenderedRecipients(
        module: GameDescriptor(TakeLast.self), viewers: [bo: .player(bo)], names: PlayerNames([ari: "Ari", bo: "Bo"]))

    @Test func aPlayerWithTheModuleGetsItsLineAndKeepsItsView() throws {
        guard case .gameOver(let message) = Self.recipients.message(for: Self.over(to: Self.ari)) else {
            Issue.record("not a gameOver")
            return
        }
        #expect(message.result == "You took the last token.")
        #expect(message.payload == Self.finalView)
    }

    @Test func aPlayerOfTheRenderedFaceGetsItsLineWithoutTheView() throws {
        guard case .gameOver(let message) = Self.recipients.message(for: Self.over(to: Self.bo)) else {
            Issue.record("not a gameOver")
            return
        }
        #expect(message.result == "Ari took the last token.")
        #expect(message.payload.isEmpty)
    }

    @Test func aSpectatorAndALobbyWithoutTheModuleGetNoLine() throws {
        guard case .gameOver(let watching) = Self.recipients.message(for: Self.over(to: Self.watcher)),
            case .gameOver(let bare) = RenderedRecipients().message(for: Self.over(to: Self.ari))
        else {
            Issue.record("not a gameOver")
            return
        }
        #expect(watching.result == nil)
        #expect(bare.result == nil)
    }

    @Test func theLineIsOnTheWireAndReadBack() throws {
        let codec = MessageCodec()
        let message = Message.gameOver(
            GameOver(round: 2, winners: [Self.ari], summary: "Done.", payload: Self.finalView, result: "You came 2nd."))
        var buffer = ByteBuffer()
        try codec.encode(message, into: &buffer)
        let text = String(decoding: buffer.readableBytesView, as: UTF8.self)
        #expect(text.contains(#""result":"You came 2nd.""#))
        guard case .message(.gameOver(let read), let unknown) = try codec.decode(buffer) else {
            Issue.record("not read back")
            return
        }
        #expect(read.result == "You came 2nd.")
        #expect(unknown == 0)
        // Without a line the field is absent, as before.
        var plain = ByteBuffer()
        try codec.encode(.gameOver(GameOver(round: 2, winners: [], summary: nil, payload: Data())), into: &plain)
        #expect(!String(decoding: plain.readableBytesView, as: UTF8.self).contains("result"))
    }
}
