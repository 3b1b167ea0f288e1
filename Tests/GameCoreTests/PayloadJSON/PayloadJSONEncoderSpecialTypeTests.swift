import Foundation
@_spi(Testing) import GameCore
import Testing

/// The types Foundation's encoder writes its own way: Data (base64), Date (seconds since 2001),
/// URL (absoluteString), Decimal (description), and flat arrays of numbers and strings.
@Suite struct PayloadJSONEncoderSpecialTypeTests {
    @Test func dataAsBase64() throws {
        var random = SeededGenerator(seed: 64)
        for count in 0..<40 {
            let data = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
            try expectEncodesLikeFoundation(data)
            try expectEncodesLikeFoundation(["data": data])
            try expectEncodesLikeFoundation([data, data])
        }
        try expectEncodesLikeFoundation(Data([0xFF, 0xFE, 0xFB, 0xEF]))
        try expectEncodesLikeFoundation(Data?.some(Data([1])))
    }

    @Test func datesURLsAndDecimals() throws {
        let dates = [0, -1, 1.5, 1e9, -978_307_200, 7.25e8].map(Date.init(timeIntervalSinceReferenceDate:))
        for date in dates { try expectEncodesLikeFoundation(["when": date]) }
        try expectEncodesLikeFoundation(dates)
        let urls = ["https://example.com/a/b?c=d&e=f#g", "file:///tmp/x y", "relative/path", "http://ü.example/ä"]
            .compactMap { URL(string: $0) }
        #expect(urls.count >= 3)
        for url in urls { try expectEncodesLikeFoundation(url) }
        try expectEncodesLikeFoundation(["urls": urls])
        try expectEncodesLikeFoundation(URL(string: "b/c", relativeTo: URL(string: "https://example.com/a/"))!)
        let decimals = ["0", "1", "-1", "3.14159", "-0.000123", "123456789012345678901234567890", "1e-20", "99.99"]
            .compactMap { Decimal(string: $0) }
        #expect(decimals.count >= 7)
        for decimal in decimals { try expectEncodesLikeFoundation(decimal) }
        try expectEncodesLikeFoundation(["price": decimals])
    }

    @Test func flatArraysOfEveryElementType() throws {
        try expectEncodesLikeFoundation([Int8.min, 0, .max])
        try expectEncodesLikeFoundation([Int16.min, 0, .max])
        try expectEncodesLikeFoundation([Int32.min, 0, .max])
        try expectEncodesLikeFoundation([Int64.min, 0, .max])
        try expectEncodesLikeFoundation([UInt.min, .max])
        try expectEncodesLikeFoundation([UInt8.min, .max])
        try expectEncodesLikeFoundation([UInt16.min, .max])
        try expectEncodesLikeFoundation([UInt32.min, .max])
        try expectEncodesLikeFoundation([UInt64.min, .max])
        try expectEncodesLikeFoundation(["a", "b\n", "/"])
        try expectEncodesLikeFoundation([true, false])
        try expectEncodesLikeFoundation(["ints": [1, 2], "strings": []] as [String: [Int]])
        try expectEncodesLikeFoundation([[1], [2, 3]])
    }
}
