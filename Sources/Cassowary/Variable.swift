/// A variable of a linear system: an identity with a name.
///
/// Two variables are the same only if they are the same object (`===`). `Variable` is
/// deliberately not `Equatable`, so that `x == y` builds a `Constraint` rather than comparing.
/// A variable may take part in several solvers; each keeps its own value for it.
public final class Variable: CustomStringConvertible, Sendable {
    public let name: String

    public init(_ name: String = "") { self.name = name }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name }
}
