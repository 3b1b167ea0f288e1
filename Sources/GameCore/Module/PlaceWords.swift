/// Places in words for result lines (``TerminalResultGame``), shared by the modules.
public enum PlaceWords {
    /// "1st", "2nd", "3rd", "11th", "22nd".
    public static func ordinal(_ place: Int) -> String {
        let suffix: String
        switch (place % 10, place % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        case (_, _): suffix = "th"
        }
        return "\(place)\(suffix)"
    }
}
