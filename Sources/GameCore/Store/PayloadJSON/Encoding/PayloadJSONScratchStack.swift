/// A stack of plain values for ``PayloadJSONWriter``, kept in memory the encoder lends it (on the
/// caller's stack, so a small payload allocates nothing for it) and moved to the heap if it outgrows it.
struct PayloadJSONScratchStack<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    /// Elements on the stack.
    private(set) var count = 0
    private var capacity: Int
    private var onHeap = false

    /// A stack in `memory`, which must outlive it (or ``close()`` must come first).
    init(memory: UnsafeMutableRawBufferPointer) {
        let typed = memory.bindMemory(to: Element.self)
        // The encoder lends memory of a fixed, non-zero size: it has an address.
        base = typed.baseAddress!
        capacity = typed.count
    }

    /// The element at `index` (below ``count``).
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "payload encoder stack index out of range")
            return base[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "payload encoder stack index out of range")
            base[index] = newValue
        }
    }

    /// The top element (the stack must not be empty).
    var last: Element { self[count - 1] }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = max(capacity * 2, 16)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        if onHeap { base.deallocate() }
        base = newBase
        capacity = newCapacity
        onHeap = true
    }

    /// Pops the top element.
    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        let element = last
        count -= 1
        return element
    }

    /// Pops every element from `newCount` on.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "payload encoder stack truncated past its end")
        count = newCount
    }

    /// Empties the stack for good: frees heap memory, forgets the lent memory (anything asked
    /// afterwards finds the stack empty, and only an append would touch memory: new memory).
    mutating func close() {
        if onHeap { base.deallocate() }
        onHeap = false
        count = 0
        capacity = 0
    }
}
