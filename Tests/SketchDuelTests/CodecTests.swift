import Foundation
import GameCore
import PropertyBased
@testable import SketchDuel
import Testing

@Suite struct CodecTests {
    @Test func anyPointsOnTheGridRoundTrip() async {
        let cells = GridPoint.width * GridPoint.height
        await propertyCheck(count: 200, input: Gen.int(in: 0...(cells - 1)).array(of: 1...600)) { cells in
            let points = cells.map { GridPoint(x: $0 % GridPoint.width, y: $0 / GridPoint.width) }
            let text = StrokeCodec.encode(points)
            #expect(text.utf8.count <= StrokeCodec.maximumTextLength(forPoints: points.count))
            #expect((try? StrokeCodec.decode(text, maximumPoints: 600)) == points)
        }
    }

    @Test func pointerLikeStrokesRoundTripAtAboutTwoBytesAPoint() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...4095), Gen.int(in: 0...3071), Gen.int(in: -63...63).array(of: 2...800)
        ) { x, y, steps in
            var points = [GridPoint(x: x, y: y)]
            for pair in stride(from: 0, to: steps.count - 1, by: 2) {
                let last = points[points.count - 1]
                points.append(GridPoint(x: last.x + steps[pair], y: last.y + steps[pair + 1]).clampedToGrid)
            }
            let bytes = StrokeCodec.encodeBytes(points)
            // Steps of at most 63 units take one byte per coordinate; the first point at most 4.
            #expect(bytes.count <= 2 * points.count + 2)
            #expect((try? StrokeCodec.decodeBytes(bytes, maximumPoints: points.count)) == points)
            let stroke = Stroke(color: .blue, width: 3, points: points)
            #expect((try? JSONDecoder().decode(Stroke.self, from: GamePayloadCodec.encode(stroke))) == stroke)
        }
    }

    /// The byte layout of Docs/Games/SketchDuel.md, pinned.
    @Test func theDocumentedExampleEncodesToTheDocumentedBytes() throws {
        let points = [GridPoint(x: 100, y: 200), GridPoint(x: 103, y: 190), GridPoint(x: 40, y: 190)]
        // 100 -> zz 200 -> c8 01; 200 -> zz 400 -> 90 03; +3 -> 06; -10 -> 13; -63 -> 7d; 0 -> 00
        #expect(StrokeCodec.encodeBytes(points) == [0xC8, 0x01, 0x90, 0x03, 0x06, 0x13, 0x7D, 0x00])
        #expect(StrokeCodec.encode(points) == "yAGQAwYTfQA")
        #expect(try StrokeCodec.decode("yAGQAwYTfQA", maximumPoints: 3) == points)
        let action = SketchDuelAction.begin(color: .red, width: 2, points: points)
        #expect(String(decoding: GamePayloadCodec.encode(action), as: UTF8.self)
            == #"{"color":1,"points":"yAGQAwYTfQA","type":"begin","width":2}"#)
    }

    @Test func zigZagAndBase64URLMatchTheirDefinitions() {
        #expect([0, -1, 1, -2, 2, 4095, -4095].map(StrokeCodec.zigZag) == [0, 1, 2, 3, 4, 8190, 8189])
        for value in -5000...5000 { #expect(StrokeCodec.unZigZag(StrokeCodec.zigZag(value)) == value) }
        // RFC 4648 test vectors, with the url alphabet and no padding.
        let vectors = ["": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE"]
        for (plain, encoded) in vectors {
            #expect(Base64URL.encode(Array(plain.utf8)) == encoded)
            #expect(Base64URL.decode(Substring(encoded).utf8) == Array(plain.utf8))
        }
        #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
        #expect(Base64URL.decode(Substring("-_8").utf8) == [0xFB, 0xFF])
    }

    @Test func hostilePointStringsAreTypedErrors() {
        func error(_ text: String, limit: Int = 16) -> StrokeCodecError? {
            do {
                _ = try StrokeCodec.decode(text, maximumPoints: limit)
                return nil
            } catch {
                return error
            }
        }
        func bytes(_ raw: [UInt8]) -> String { Base64URL.encode(raw) }
        #expect(error("") == .empty)
        #expect(error("yAGQ+w") == .invalidBase64)
        #expect(error("yAGQA=") == .invalidBase64)
        #expect(error("yAGQA") == .invalidBase64)  // 5 characters: no base64 text is 4n + 1 long
        #expect(error(bytes([0xC8])) == .truncatedVarint)  // ends inside x
        #expect(error(bytes([0x10])) == .truncatedVarint)  // x without y
        #expect(error(bytes([0x10, 0x90])) == .truncatedVarint)  // ends inside y
        #expect(error(bytes([0x80, 0x80, 0x01, 0x00])) == .varintOverflow)
        #expect(error(bytes([0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00])) == .varintOverflow)
        #expect(error(bytes([0x80, 0x40, 0x00])) == .offGrid(index: 0))  // x = 4096
        #expect(error(bytes([0x01, 0x00])) == .offGrid(index: 0))  // x = -1
        #expect(error(bytes([0x00, 0x00, 0x00, 0x01])) == .offGrid(index: 1))
        #expect(error(StrokeCodec.encode(Fixture.points(17)), limit: 16) == .tooManyPoints(limit: 16))
        let huge = String(repeating: "A", count: 10_000_000)
        #expect(error(huge, limit: 4096) == .textTooLong(characters: 10_000_000, limit: 21_846))
    }

    @Test func hostileActionPayloadsAreRefusedByTheHostBeforeTheReducer() throws {
        var core = try GameHostCore<SketchDuel>(players: [Fixture.a, Fixture.b], settings: SketchDuelSettings(), seed: 3)
        let tooMany = StrokeCodec.encode(Fixture.points(Drawing.maximumPointsPerBatch + 1))
        let payloads = [
            #"{"type":"begin","color":0,"width":2,"points":"yA"}"#,
            #"{"type":"begin","color":8,"width":2,"points":"yAGQAwYTfQA"}"#,
            #"{"type":"stroke","color":0,"width":2,"points":"!!"}"#,
            #"{"type":"extend","points":"gIAB"}"#,
            #"{"type":"extend","points":"\#(tooMany)"}"#,
            #"{"type":"paint"}"#,
            #"{"type":"begin","color":0,"width":2,"points":"\#(String(repeating: "A", count: 15_000))"}"#,
        ]
        for (index, payload) in payloads.enumerated() {
            let outputs = core.receiveAction(payload: Data(payload.utf8), from: Fixture.a, sequence: UInt64(index + 1))
            guard case .actionRejected(let rejection)? = outputs.first else {
                Issue.record("accepted: \(payload.prefix(80))")
                continue
            }
            #expect(rejection.error == .corruptedPayload)
        }
        #expect(core.state.drawing.strokes.isEmpty)
    }

    @Test func actionsRoundTripThroughTheirDocumentedJSON() throws {
        let stroke = Stroke(color: .green, width: 4, points: Fixture.points(5, from: 7))
        let actions: [SketchDuelAction] = [
            .begin(color: .purple, width: 1, points: Fixture.points(3)), .extend(points: [Fixture.p(4095, 3071)]),
            .end, .stroke(stroke), .undo, .clear, .guess("Ice Cream"),
        ]
        for action in actions {
            let data = GamePayloadCodec.encode(action)
            #expect(try GamePayloadCodec.decode(SketchDuelAction.self, from: data, maximumBytes: 16_384) == action)
        }
        #expect(String(decoding: GamePayloadCodec.encode(SketchDuelAction.end), as: UTF8.self) == #"{"type":"end"}"#)
        #expect(String(decoding: GamePayloadCodec.encode(SketchDuelAction.guess("cat")), as: UTF8.self)
            == #"{"type":"guess","word":"cat"}"#)
    }

    @Test func theLargestBatchFitsAnActionWithRoomToSpare() {
        // The worst case: every step crosses the whole canvas (4 bytes a point).
        let points = (0..<Drawing.maximumPointsPerBatch).map { Fixture.p($0 % 2 == 0 ? 0 : 4095, $0 % 2 == 0 ? 0 : 3071) }
        let size = GamePayloadCodec.encode(SketchDuelAction.begin(color: .black, width: 1, points: points)).count
        print("[sketch-duel] largest batch action: \(size) bytes (limit \(GamePayloadCodec.maximumActionBytes))")
        #expect(size < GamePayloadCodec.maximumActionBytes / 4)
    }
}
