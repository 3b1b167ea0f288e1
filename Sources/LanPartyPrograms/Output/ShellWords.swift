import Foundation

/// Words a person can paste into a shell: a path or value quoted only when it needs it.
enum ShellWords {
    /// `word` as it is when every character is safe in a shell, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
