/// The state of one ``PayloadJSONEncoder/encode(_:)`` call: the output and a stack of open frames.
///
/// Values are written in the order `encode(to:)` produces them. A frame is the top of the stack
/// while it is written to; writing to an outer container closes the frames above it (their
/// encoders are done), and writing to a frame that was closed cannot be streamed, so the writer
/// gives up (``needsFallback``). An object whose keys did not arrive sorted is reordered in place
/// when it closes (``closeTop()``).
final class PayloadJSONWriter {
    /// Foundation's JSONWriter refuses containers nested this deep.
    static let maximumDepth = 512

    // Only this call's encoders touch the writer, one at a time: dynamic exclusivity checks
    // would cost on every byte written and find nothing.
    @exclusivity(unchecked) var buffer: PayloadJSONWriteBuffer
    @exclusivity(unchecked) var frames: PayloadJSONScratchStack<PayloadJSONFrame>
    @exclusivity(unchecked) var members: PayloadJSONScratchStack<PayloadJSONMember>
    @exclusivity(unchecked) private var nextSerial: UInt32 = 0
    /// Objects and arrays open (as Foundation counts nesting depth).
    @exclusivity(unchecked) var containerDepth = 0
    /// A container was nested ``maximumDepth`` deep: the value cannot be encoded.
    @exclusivity(unchecked) var depthExceeded = false
    /// Containers were used out of nesting order: the output is void, encode with Foundation.
    @exclusivity(unchecked) private(set) var needsFallback = false
    /// An error came out of a write. If the value caught it and went on, the output holds what
    /// Foundation leaves out (a key whose value failed), so a finished output is not used.
    @exclusivity(unchecked) var sawError = false

    /// A writer using the three pieces of memory as long as it is open (see ``close()``).
    init(
        frameMemory: UnsafeMutableRawBufferPointer, memberMemory: UnsafeMutableRawBufferPointer,
        byteMemory: UnsafeMutableRawBufferPointer
    ) {
        frames = PayloadJSONScratchStack(memory: frameMemory)
        members = PayloadJSONScratchStack(memory: memberMemory)
        buffer = PayloadJSONWriteBuffer(memory: byteMemory)
    }

    /// Ends the call: no frame is open any more and the lent memory is forgotten, so an encoder or
    /// container that a value kept finds nothing to write to (it throws; the output is done).
    func close() {
        frames.close()
        members.close()
        buffer.release()
    }

    deinit { close() }

    /// Runs `body` with a writer whose stacks and first bytes live on the caller's stack (three
    /// pieces small enough for the standard library to put there), closing it afterwards.
    static func withWriter<Result>(_ body: (PayloadJSONWriter) throws -> Result) throws -> Result {
        try withUnsafeTemporaryAllocation(byteCount: scratchBytes, alignment: 16) { frameMemory in
            try withUnsafeTemporaryAllocation(byteCount: scratchBytes, alignment: 16) { memberMemory in
                try withUnsafeTemporaryAllocation(byteCount: scratchBytes, alignment: 16) { byteMemory in
                    let writer = PayloadJSONWriter(
                        frameMemory: frameMemory, memberMemory: memberMemory, byteMemory: byteMemory)
                    defer { writer.close() }
                    return try body(writer)
                }
            }
        }
    }

    /// The size of each piece of lent memory: larger ones would go to the heap.
    private static let scratchBytes = 1_024

    // MARK: - Frames

    /// Opens a frame for a value written next (after a key, a comma or nothing).
    func pushPending() -> PayloadJSONFrameHandle {
        nextSerial &+= 1
        frames.append(PayloadJSONFrame(kind: .pending, serial: nextSerial, start: buffer.count))
        return PayloadJSONFrameHandle(index: frames.count - 1, serial: nextSerial)
    }

    /// Opens an object or array written next.
    func pushContainer(_ kind: PayloadJSONFrame.Kind) -> PayloadJSONFrameHandle {
        let handle = pushPending()
        startContainer(kind, at: handle.index)
        return handle
    }

    /// Turns the pending top frame at `index` into an open object or array.
    func startContainer(_ kind: PayloadJSONFrame.Kind, at index: Int) {
        buffer.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames[index].kind = kind
        frames[index].memberBase = members.count
        containerDepth += 1
        if containerDepth >= Self.maximumDepth { depthExceeded = true }
    }

    /// Whether `handle` names a frame that is still open.
    @inline(__always)
    func isOpen(_ handle: PayloadJSONFrameHandle) -> Bool {
        handle.index >= 0 && handle.index < frames.count && frames[handle.index].serial == handle.serial
    }

    /// Makes `handle`'s frame the top of the stack, closing the frames above it; throws (and marks
    /// the writer for the fallback) when the frame has closed.
    @inline(__always)
    func enter(_ handle: PayloadJSONFrameHandle) throws {
        // (The abandoned handle's index, -1, is the top's only once the writer is closed.)
        if handle.index >= 0, handle.index == frames.count - 1, frames[handle.index].serial == handle.serial { return }
        try enterOuter(handle)
    }

    @inline(never)
    private func enterOuter(_ handle: PayloadJSONFrameHandle) throws {
        guard isOpen(handle) else { throw abandon() }
        while frames.count - 1 > handle.index { closeTop() }
    }

    /// Marks the output void (encode with Foundation) and returns the error that unwinds to the top.
    func abandon() -> PayloadJSONStreamingAbandoned {
        needsFallback = true
        return PayloadJSONStreamingAbandoned()
    }

    /// Closes `handle`'s frame and every frame above it.
    func finish(_ handle: PayloadJSONFrameHandle) throws {
        guard isOpen(handle) else { throw abandon() }
        while frames.count > handle.index { closeTop() }
    }

    /// Writes the end of the top frame and pops it: `}` (after sorting the members) or `]`, or
    /// `{}` for a value whose encoder wrote nothing (as Foundation does for a nested value).
    func closeTop() {
        let frame = frames.removeLast()
        switch frame.kind {
        case .pending:
            writeEmptyObject()
        case .single:
            break
        case .object:
            if !frame.sorted || frame.nonASCIIKeys { sortMembers(of: frame) }
            members.truncate(to: frame.memberBase)
            buffer.append(UInt8(ascii: "}"))
            containerDepth -= 1
        case .array:
            buffer.append(UInt8(ascii: "]"))
            containerDepth -= 1
        }
    }

    /// Writes `{}`, an object one level below the open containers.
    func writeEmptyObject() {
        buffer.append(UInt8(ascii: "{"), UInt8(ascii: "}"))
        if containerDepth + 1 >= Self.maximumDepth { depthExceeded = true }
    }

    // MARK: - Members and elements

    /// Starts a member of the object `handle`: comma, quoted key, colon. Returns the member's index
    /// in ``members``.
    @inline(__always)
    @discardableResult
    func beginMember(of handle: PayloadJSONFrameHandle, key: String) throws -> Int {
        try enter(handle)
        let index = handle.index
        if frames[index].count > 0 { buffer.append(UInt8(ascii: ",")) }
        let keyStart = buffer.count
        let traits = buffer.appendString(key)
        var member = PayloadJSONMember(
            keyStart: keyStart, keyEnd: buffer.count, escaped: traits.escaped, nonASCII: traits.nonASCII)
        member.prefix = keyPrefix(member)
        buffer.append(UInt8(ascii: ":"))
        if frames[index].sorted, frames[index].count > 0, compareKeys(members.last, member) >= 0 {
            frames[index].sorted = false
        }
        if traits.nonASCII { frames[index].nonASCIIKeys = true }
        members.append(member)
        frames[index].count += 1
        return members.count - 1
    }

    /// Starts a member that holds a container or encoder of its own. Foundation merges a second
    /// container for the same key into the first; that cannot be streamed, so it abandons.
    func beginContainerMember(of handle: PayloadJSONFrameHandle, key: String) throws {
        let member = try beginMember(of: handle, key: key)
        guard !frames[handle.index].sorted || frames[handle.index].nonASCIIKeys else { return }
        let base = frames[handle.index].memberBase
        for earlier in base..<member where keysEqual(members[earlier], members[member]) {
            throw abandon()
        }
    }

    /// Starts an element of the array `handle` (a comma after the first).
    @inline(__always)
    func beginElement(of handle: PayloadJSONFrameHandle) throws {
        try enter(handle)
        if frames[handle.index].count > 0 { buffer.append(UInt8(ascii: ",")) }
        frames[handle.index].count += 1
    }

    /// Starts the scalar of a single-value container: its frame must be open and still empty.
    @inline(__always)
    func beginSingle(_ handle: PayloadJSONFrameHandle) throws {
        guard isOpen(handle), frames[handle.index].kind == .pending else { throw abandon() }
        frames[handle.index].kind = .single
    }
}
