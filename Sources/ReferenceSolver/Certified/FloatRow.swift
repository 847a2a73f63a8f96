/// A sparse row of doubles, its columns ascending: `Σ values[k]·x[columns[k]]`.
struct FloatRow {
    var columns: [Int] = []
    var values: [Double] = []

    var isEmpty: Bool { columns.isEmpty }

    /// The coefficient of column `j` (binary search), 0 when absent.
    func coefficient(_ j: Int) -> Double {
        var low = 0
        var high = columns.count
        while low < high {
            let mid = (low + high) / 2
            if columns[mid] < j { low = mid + 1 } else { high = mid }
        }
        return low < columns.count && columns[low] == j ? values[low] : 0
    }

    /// `self += factor·other`, dropping entries that cancel to rounding noise; `added` and
    /// `removed` receive the columns that appear and disappear.
    mutating func add(
        _ factor: Double, _ other: FloatRow, added: (Int) -> Void = { _ in }, removed: (Int) -> Void = { _ in }
    ) {
        var mergedColumns: [Int] = []
        var mergedValues: [Double] = []
        mergedColumns.reserveCapacity(columns.count + other.columns.count)
        mergedValues.reserveCapacity(columns.count + other.columns.count)
        var a = 0
        var b = 0
        while a < columns.count || b < other.columns.count {
            if b == other.columns.count || (a < columns.count && columns[a] < other.columns[b]) {
                mergedColumns.append(columns[a])
                mergedValues.append(values[a])
                a += 1
            } else if a == columns.count || other.columns[b] < columns[a] {
                let v = factor * other.values[b]
                if abs(v) > FloatTolerance.drop {
                    mergedColumns.append(other.columns[b])
                    mergedValues.append(v)
                    added(other.columns[b])
                }
                b += 1
            } else {
                let v = values[a] + factor * other.values[b]
                if abs(v) > FloatTolerance.drop {
                    mergedColumns.append(columns[a])
                    mergedValues.append(v)
                } else {
                    removed(columns[a])
                }
                a += 1
                b += 1
            }
        }
        columns = mergedColumns
        values = mergedValues
    }

    /// Removes column `j` and returns its coefficient (0 when absent).
    mutating func remove(_ j: Int) -> Double {
        guard let k = columns.firstIndex(of: j) else { return 0 }
        columns.remove(at: k)
        return values.remove(at: k)
    }

    /// Inserts column `j` (absent) with `value`, keeping the columns ascending.
    mutating func insert(_ j: Int, _ value: Double) {
        let k = columns.firstIndex { $0 > j } ?? columns.count
        columns.insert(j, at: k)
        values.insert(value, at: k)
    }

    mutating func scale(_ factor: Double) {
        for k in values.indices { values[k] *= factor }
    }
}
