import Foundation
import GameCore
import LanPartyTestKit
@testable import SketchDuel
import Testing

/// What the big screen (`/tv`, SPEC §15) gets: the module's big-screen face, and the spectator's
/// views, which never carry the word before the round is over.
@Suite struct BigScreenTests {
    @Test func theBigScreenFaceIsBundledWithTheCanvasCodeAndRegistersForTheScreen() throws {
        let face = try #require(SketchDuel.bigScreenFace)
        #expect(face.script.contains("LanPartyFaces.registerScreen(\"sketch-duel\""))
        // The phone's canvas code, shared: the points format, the canvas and the view reader.
        #expect(face.script.contains("S.codec = {") && face.script.contains("S.Board = Board") && face.script.contains("S.Reader = Reader"))
        #expect(!face.script.contains("LanPartyFaces.register(\"sketch-duel\""))
        #expect(face.stylesheet.contains(".sd-tv"))
        // The phone's face leaves the drawing to the TV while one is connected (screen.js).
        #expect(SketchDuel.webFace?.script.contains("S.ScreenToggle = function") == true)
    }

    /// Every view a spectator (a TV) gets while a round is drawn, whole, as a patch's inserted
    /// bytes or at game over, lacks the word in any case, in any member; once the round is over it
    /// has it (so the search can fail). Patient bots: the hints show too.
    @Test(arguments: [2, 4]) func theWordNeverReachesTheSpectatorBeforeTheReveal(players: Int) throws {
        var harness = WholeGameTests.harness(players: players, SketchDuelSettings(roundSeconds: 30, pauseSeconds: 1))
        harness.bot = { view, player, random in
            view.isViewerGuessing && view.hints == 0 ? nil : SketchDuel.botAction(for: view, as: player, random: &random)
        }
        var patcher = GameViewPatcher()
        var drawing = 0, hinted = 0, revealed = 0, patched = 0
        let game = try harness.play(seed: 7) { step in
            for output in step.outputs where step.host?.viewer(for: output.recipient) == .spectator {
                let payload: Data
                var inserted: Data?
                switch output {
                case .state(let message):
                    payload = message.payload
                    let sent = patcher.prepare(message)
                    if sent.patch != nil { inserted = sent.payload; patched += 1 }
                case .gameOver(let message): payload = message.payload
                case .actionRejected: continue
                }
                let word = step.state.word.lowercased()
                let text = String(decoding: payload, as: UTF8.self).lowercased()
                guard step.state.phase == .drawing else {
                    if text.contains("\"\(word)\"") { revealed += 1 }
                    continue
                }
                drawing += 1
                #expect(!text.contains("\"\(word)\""), "the word in a spectator's view: \(text.prefix(300))")
                if let inserted { #expect(!String(decoding: inserted, as: UTF8.self).lowercased().contains("\"\(word)\"")) }
                let view = try? JSONDecoder().decode(SketchDuelView.self, from: payload)
                #expect(view?.word == nil && view?.pattern.contains("_") == true)
                #expect(view?.guesses.contains { $0.text?.lowercased() == word || ($0.right && $0.text != nil) } == false)
                if (view?.hints ?? 0) > 0 { hinted += 1 }
            }
        }
        print("[sketch-duel] spectator: \(drawing) views while drawing (\(hinted) with hints, \(patched) patches), the word in \(revealed) after rounds")
        #expect(drawing > 30 && hinted > 0 && patched > 0 && revealed > 0)
        #expect(game.spectatorViewsChecked >= drawing)
    }
}
