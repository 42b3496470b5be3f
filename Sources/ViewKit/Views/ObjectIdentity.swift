/// Equal only to itself and hashed by its identity, as UIKit's `NSObject`s are: `==`, `Set` and
/// dictionary keys work on views, controllers, recognizers and presentation controllers as iOS
/// code uses them. The conformance is not isolated, so a set of views may be made anywhere.
public nonisolated protocol IdentifiedByObject: AnyObject, Hashable {}

nonisolated extension IdentifiedByObject {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension View: IdentifiedByObject {}
extension ViewController: IdentifiedByObject {}
extension GestureRecognizer: IdentifiedByObject {}
extension PresentationController: IdentifiedByObject {}
