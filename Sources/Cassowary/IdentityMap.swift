// A map from object identity to a value, for the solver's tables of variables and constraints:
// open addressing with linear probing and backward-shift deletion (Knuth, TAOCP vol. 3, §6.4,
// Algorithm R), each object's address hashed by Fibonacci multiplication. Swift's Dictionary
// hashes every key with SipHash: on the enaml-like workload that was a tenth of removing and
// adding a constraint again, and every `value(of:)` paid it.
//
// It has no iteration: an order that follows addresses would differ from run to run.

struct IdentityMap<Value> {
    /// Object addresses (0 marks an empty place), a power of two of them.
    private var keys: ContiguousArray<UInt>
    private var values: ContiguousArray<Value?>
    private(set) var count = 0
    /// 64 minus log2 of the capacity: a hash is the top bits of the product.
    private var shift: Int

    init() {
        keys = ContiguousArray(repeating: 0, count: 16)
        values = ContiguousArray(repeating: nil, count: 16)
        shift = UInt.bitWidth - 4
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The place of `key`, or of the empty place where it would go.
    @inline(__always)
    private func place(of key: UInt) -> Int {
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
        return i
    }

    subscript(id: ObjectIdentifier) -> Value? {
        get {
            let key = UInt(bitPattern: id)
            let i = place(of: key)
            return keys[i] == key ? values[i] : nil
        }
        set {
            let key = UInt(bitPattern: id)
            if let newValue {
                var i = place(of: key)
                if keys[i] != key {
                    if (count + 1) * 2 > keys.count {
                        grow()
                        i = place(of: key)
                    }
                    keys[i] = key
                    count += 1
                }
                values[i] = newValue
            } else {
                let i = place(of: key)
                if keys[i] == key { remove(at: i) }
            }
        }
    }

    mutating func removeAll() {
        guard count > 0 else { return }
        for i in keys.indices {
            keys[i] = 0
            values[i] = nil
        }
        count = 0
    }

    /// Empties place `i` and moves back each later entry of its run that may not sit past the gap.
    private mutating func remove(at start: Int) {
        let mask = keys.count - 1
        var gap = start
        var j = start
        while true {
            j = (j + 1) & mask
            if keys[j] == 0 { break }
            let k = home(keys[j])
            // The entry at j may fill the gap unless its home lies cyclically in (gap, j].
            let homeAfterGap = gap <= j ? (k > gap && k <= j) : (k > gap || k <= j)
            if !homeAfterGap {
                keys[gap] = keys[j]
                values[gap] = values[j]
                gap = j
            }
        }
        keys[gap] = 0
        values[gap] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = ContiguousArray(repeating: 0, count: oldKeys.count * 2)
        values = ContiguousArray(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        for i in oldKeys.indices where oldKeys[i] != 0 {
            let at = place(of: oldKeys[i])
            keys[at] = oldKeys[i]
            values[at] = oldValues[i]
        }
    }
}
