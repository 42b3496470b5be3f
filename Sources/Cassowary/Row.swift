/// What the tableau's columns are: a user's variable, or one the solver adds for a constraint.
enum SymbolKind: UInt8 {
    /// A `Variable`, unrestricted in sign.
    case external
    /// An inequality's slack, ≥ 0.
    case slack
    /// An optional constraint's error, ≥ 0, weighted in the objective.
    case error
    /// A required equality's marker, always 0: it records which constraint a row came from.
    case dummy
}

/// A symbol is its number, which is also the order rows and cells are searched in: the first
/// symbol made comes first, so that ties are broken the same way every time.
typealias Symbol = Int32

extension Symbol {
    static let invalid: Symbol = -1
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, cells sorted by symbol.
/// Coefficients nearer 0 than `epsilon` are dropped as they appear, as round-off.
struct Row {
    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { symbols.isEmpty }

    /// The coefficient of `symbol`, 0 if it is not in the row.
    func coefficient(for symbol: Symbol) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return coefficients[index]
    }

    private func index(of symbol: Symbol) -> Int? {
        var (low, high) = (0, symbols.count)
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low < symbols.count && symbols[low] == symbol ? low : nil
    }

    /// Adds `coefficient × symbol`; a cell that comes to nothing is removed.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        var (low, high) = (0, symbols.count)
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        if low < symbols.count, symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if abs(sum) < Self.epsilon {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            symbols.insert(symbol, at: low)
            coefficients.insert(coefficient, at: low)
        }
    }

    /// Adds `coefficient × other`.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        guard !other.symbols.isEmpty else { return }
        // A few cells into many (a pivot row into the objective): each by binary search, the
        // rest of the row moved up or down once; else one merge of the two sorted lists.
        if other.symbols.count <= 2 || other.symbols.count * 8 < symbols.count {
            for index in other.symbols.indices { insert(other.symbols[index], other.coefficients[index] * coefficient) }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var (i, j) = (0, 0)
        while i < symbols.count || j < other.symbols.count {
            let symbol: Symbol
            var value: Double
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                // A cell only this row holds is kept as it is, however small: only what is added
                // to may cancel (Kiwi's rule). Dropping it here would leave its column listing
                // this row.
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
                continue
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                (symbol, value) = (other.symbols[j], other.coefficients[j] * coefficient)
                j += 1
            } else {
                (symbol, value) = (symbols[i], coefficients[i] + other.coefficients[j] * coefficient)
                i += 1
                j += 1
            }
            if abs(value) >= Self.epsilon {
                mergedSymbols.append(symbol)
                mergedCoefficients.append(value)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Symbol) {
        guard let index = index(of: symbol) else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol = …`, without `symbol`.
    mutating func solve(for symbol: Symbol) {
        guard let index = index(of: symbol) else { return }
        let scale = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= scale
        for i in coefficients.indices { coefficients[i] *= scale }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …`, holding `lhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Numbers each symbol anew, `numbers[symbol]`: the numbering keeps their order, so the
    /// cells stay sorted.
    mutating func renumber(_ numbers: [Symbol]) {
        for index in symbols.indices { symbols[index] = numbers[Int(symbols[index])] }
    }

    /// Replaces `symbol` by `row` (what `symbol` equals), if the row holds it.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard let index = index(of: symbol) else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
    }

    /// The cells, in symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}

/// The tableau's rows by basic symbol, in an array indexed by symbol: symbols are numbered
/// from 0 as they are made, so a row is found without hashing.
struct RowTable {
    private var slots: [Row?] = []
    /// The basic symbols, so that a scan of every row visits the rows there are, not every
    /// symbol ever made.
    private var live: Set<Symbol> = []

    /// Makes room for symbols up to `count`.
    mutating func reserve(_ count: Int) {
        if slots.count < count { slots.append(contentsOf: repeatElement(nil, count: count - slots.count)) }
    }

    /// The constant of the row of `basic`, 0 if it has none, read in place.
    func constant(ofRowOf basic: Symbol) -> Double {
        slots.withUnsafeBufferPointer { buffer in
            guard Int(basic) < buffer.count else { return 0 }
            return (buffer.baseAddress! + Int(basic)).pointee?.constant ?? 0
        }
    }

    /// The basic symbols whose rows hold `symbol`, in symbol order, into `found` (emptied
    /// first; its storage is kept, so a caller that keeps it allocates nothing).
    func basics(holding symbol: Symbol, into found: inout [Symbol]) {
        found.removeAll(keepingCapacity: true)
        slots.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where (buffer.baseAddress! + index).pointee?.coefficient(for: symbol) ?? 0 != 0 {
                found.append(Symbol(index))
            }
        }
    }

    /// The coefficient of `symbol` in the row of `basic`, 0 if `basic` has none: read in place,
    /// without copying the row (which would retain and release its arrays).
    func coefficient(of symbol: Symbol, inRowOf basic: Symbol) -> Double {
        slots.withUnsafeBufferPointer { buffer in
            guard Int(basic) < buffer.count else { return 0 }
            return (buffer.baseAddress! + Int(basic)).pointee?.coefficient(for: symbol) ?? 0
        }
    }

    /// The row of `symbol`, read and changed in place: a copy would retain and release its
    /// two arrays, which was most of the time `updateVariables` took.
    subscript(symbol: Symbol) -> Row? {
        _read {
            if Int(symbol) < slots.count { yield slots[Int(symbol)] } else { yield nil }
        }
        _modify {
            reserve(Int(symbol) + 1)
            let wasBasic = slots[Int(symbol)] != nil
            yield &slots[Int(symbol)]
            // Only a row made or taken away changes which symbols are basic.
            if (slots[Int(symbol)] != nil) != wasBasic {
                if wasBasic { live.remove(symbol) } else { live.insert(symbol) }
            }
        }
    }

    /// Calls `body` with each row and its basic symbol, in no particular order.
    func forEachRow(_ body: (Symbol, Row) -> Void) {
        for basic in live { body(basic, slots[Int(basic)]!) }
    }

    /// Numbers each symbol anew, `numbers[symbol]` (which keeps their order), in the rows and
    /// as their basics; `count` symbols are left.
    mutating func renumber(_ numbers: [Symbol], count: Int) {
        var renumbered = [Row?](repeating: nil, count: count)
        for basic in live {
            var row = slots[Int(basic)].take()!
            row.renumber(numbers)
            renumbered[Int(numbers[Int(basic)])] = row
        }
        slots = renumbered
        live = Set(live.map { numbers[Int($0)] })
    }

    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        guard Int(symbol) < slots.count, let row = slots[Int(symbol)] else { return nil }
        slots[Int(symbol)] = nil
        live.remove(symbol)
        return row
    }

    /// The basic symbols, in order.
    var keys: [Symbol] { live.sorted() }
}
