/// The built-in word lists a game draws its secret words from. A setting picks one.
public enum WordList: String, Hashable, Sendable, CaseIterable, Codable {
    /// 220 everyday things and activities (the default).
    case everyday
    /// 110 animals.
    case animals

    /// The words: lower case, letters and single spaces, no duplicates.
    public var words: [String] {
        switch self {
        case .everyday: Self.everydayWords
        case .animals: Self.animalWords
        }
    }
}
