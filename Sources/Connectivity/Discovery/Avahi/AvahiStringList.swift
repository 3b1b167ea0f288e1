import CAvahi

/// Conversions between Swift TXT entries and `AvahiStringList`.
enum AvahiStringList {
    /// Builds a list in the given order; the caller frees it with `avahi_string_list_free`.
    static func make(_ entries: [String]) -> UnsafeMutablePointer<CAvahi.AvahiStringList>? {
        var list: UnsafeMutablePointer<CAvahi.AvahiStringList>?
        for entry in entries.reversed() {  // avahi_string_list_add prepends
            list = avahi_string_list_add(list, entry)
        }
        return list
    }

    /// Copies a received list, at most `limit` entries (one more than the decoder accepts, so that
    /// it can report the excess) of at most 255 bytes each (the DNS limit).
    static func entries(_ list: UnsafeMutablePointer<CAvahi.AvahiStringList>?, limit: Int) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var node = list
        while let current = node, result.count < limit {
            let size = min(Int(avahi_string_list_get_size(current)), 255)
            if let text = avahi_string_list_get_text(current) {
                result.append(Array(UnsafeBufferPointer(start: text, count: size)))
            } else {
                result.append([])
            }
            node = avahi_string_list_get_next(current)
        }
        return result
    }
}

/// The DNS-SD service type every LanParty lobby is published under.
public enum LobbyServiceType {
    /// `_lanparty._tcp`.
    public static let name = "_lanparty._tcp"
}
