import FuzzSupport
import SketchDuel

// SketchDuel's StrokeCodec: untrusted base64url text and raw varint bytes. Byte 0 picks the form
// (even: bytes, odd: text) and byte 1 the point limit; what decodes must be on the grid, within
// the limit, and survive its own encoding.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let form = input.argument()
    let limit = 1 + input.argument() % Drawing.maximumPointsPerBatch
    let body = input.rest()
    let points: [GridPoint]?
    if form % 2 == 0 {
        points = try? StrokeCodec.decodeBytes(body, maximumPoints: limit)
    } else {
        points = try? StrokeCodec.decode(String(decoding: body, as: UTF8.self), maximumPoints: limit)
    }
    guard let points else { return 0 }
    fuzzCheck((1...limit).contains(points.count), "\(points.count) points decoded under a limit of \(limit)")
    fuzzCheck(points.allSatisfy(\.isOnGrid), "a decoded point is off the grid")
    fuzzCheck(StrokeCodec.encodeBytes(points).count <= 4 * points.count, "a point takes more than 4 bytes")
    fuzzCheck((try? StrokeCodec.decode(StrokeCodec.encode(points), maximumPoints: limit)) == points,
              "the points do not survive their own encoding")
    return 0
}

/// Real strokes: a line, a zig-zag, the grid's corners, and their text form.
func seeds() -> [FuzzSeed] {
    let line = (0..<40).map { GridPoint(x: 100 + 7 * $0, y: 200 + 3 * $0) }
    let zigzag = (0..<60).map { GridPoint(x: 50 * $0, y: $0 % 2 == 0 ? 10 : 3000) }
    let corners = [GridPoint(x: 0, y: 0), GridPoint(x: GridPoint.width - 1, y: 0),
                   GridPoint(x: GridPoint.width - 1, y: GridPoint.height - 1), GridPoint(x: 0, y: GridPoint.height - 1)]
    var seeds: [FuzzSeed] = []
    for (name, points) in [("line", line), ("zigzag", zigzag), ("corners", corners)] {
        seeds.append(FuzzSeed("bytes-\(name)", [0, 255] + StrokeCodec.encodeBytes(points)))
        seeds.append(FuzzSeed("text-\(name)", [1, 255] + Array(StrokeCodec.encode(points).utf8)))
    }
    return seeds
}

FuzzMain.start(seeds: seeds, entry: fuzzOne)
