import Motion
import Testing

@testable import ViewKit

/// The numbers a layer animation runs through, held in place: their arithmetic, component by
/// component, and the interpolation the keyframes make of it.
struct LayerVectorTests {
    @Test func holdsItsNumbersInOrder() {
        let six = LayerVector(1, 2, 3, 4, 5, 6)
        #expect(Array(six) == [1, 2, 3, 4, 5, 6])
        #expect(six.count == LayerVector.capacity)
        #expect(Array(LayerVector(7)) == [7] && Array(LayerVector(7, 8)) == [7, 8])
        #expect(Array(LayerVector([1.0, 2, 3, 4, 5, 6, 7])) == [1, 2, 3, 4, 5, 6])
        var changed = LayerVector(1, 2)
        changed[1] = 9
        #expect(changed == LayerVector(1, 9))
        #expect(LayerVector(1, 2) != LayerVector(1, 2, 0, 0))
    }

    /// The vector algebra, as `VectorArithmetic` asks: `zero` adds nothing; a shorter vector
    /// reads as zeros past its end.
    @Test func addsSubtractsAndScalesComponentByComponent() {
        let a = LayerVector(1, 2, 3, 4)
        let b = LayerVector(0.5, -1, 2, 8)
        #expect(a + b == LayerVector(1.5, 1, 5, 12))
        #expect(a - b == LayerVector(0.5, 3, 1, -4))
        #expect(a.scaled(by: 2) == LayerVector(2, 4, 6, 8))
        #expect(a + .zero == a && LayerVector.zero + a == a && a - .zero == a)
        #expect(LayerVector(1, 2) + LayerVector(1, 1, 1, 1) == LayerVector(2, 3, 1, 1))
        #expect(a.magnitudeSquared == 30)
        #expect(a.adding(b, scaledBy: 0.5) == LayerVector(1.25, 1.5, 4, 8))
    }

    /// Interpolation is `a + (b − a) × f` in each component, and exactly `b` at 1, as the
    /// keyframes' linear stretches have always computed it.
    @Test func interpolatesToExactlyItsEnd() {
        let a = LayerVector(0.1, 10)
        let b = LayerVector(0.7, -3)
        for fraction in [0.0, 0.25, 0.5, 0.999, 1.5] {
            let value = a.interpolated(to: b, fraction: fraction)
            #expect(value[0] == 0.1 + (0.7 - 0.1) * fraction && value[1] == 10 + (-3 - 10) * fraction)
        }
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(LayerValue.vector(a).interpolated(to: .vector(b), fraction: 1) == .vector(b))
        #expect(LayerValue.vector(LayerVector(0, 0)).distance(to: .vector(LayerVector(3, 4))) == 5)
    }
}
