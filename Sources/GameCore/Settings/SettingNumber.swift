/// A setting value that a number typed by a person can stand for: `Int` itself, or a type such as
/// Crazy Eights' `HandSize` whose `.fixed(n)` is a number and whose `.classic` is a named value.
public protocol SettingNumber: Codable, Hashable, Sendable {
    /// The value a typed number stands for.
    init(settingNumber: Int)
    /// The number this value is, or `nil` for a value that only has a name.
    var settingNumber: Int? { get }
}

extension Int: SettingNumber {
    /// The number itself.
    public init(settingNumber: Int) { self = settingNumber }
    /// The number itself.
    public var settingNumber: Int? { self }
}
