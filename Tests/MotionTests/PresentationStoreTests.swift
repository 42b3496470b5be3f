import Motion
import Testing

/// An app's own vector that packs: it animates through the store.
private struct Stretch: VectorArithmetic, Animatable {
    var near: Double, far: Double

    static var zero: Stretch { Stretch(near: 0, far: 0) }
    static func + (lhs: Stretch, rhs: Stretch) -> Stretch { Stretch(near: lhs.near + rhs.near, far: lhs.far + rhs.far) }
    static func - (lhs: Stretch, rhs: Stretch) -> Stretch { Stretch(near: lhs.near - rhs.near, far: lhs.far - rhs.far) }
    func scaled(by factor: Double) -> Stretch { Stretch(near: near * factor, far: far * factor) }
    var magnitudeSquared: Double { near * near + far * far }
    static var packedCount: Int { 2 }
    func pack(into scalars: UnsafeMutablePointer<Double>) { (scalars[0], scalars[1]) = (near, far) }
    mutating func unpack(from scalars: UnsafePointer<Double>) { (near, far) = (scalars[0], scalars[1]) }
}

/// An app's own vector that says nothing of packing: it animates on its property's own sum.
private struct Tint: VectorArithmetic, Animatable {
    var amount: Double

    static var zero: Tint { Tint(amount: 0) }
    static func + (lhs: Tint, rhs: Tint) -> Tint { Tint(amount: lhs.amount + rhs.amount) }
    static func - (lhs: Tint, rhs: Tint) -> Tint { Tint(amount: lhs.amount - rhs.amount) }
    func scaled(by factor: Double) -> Tint { Tint(amount: amount * factor) }
    var magnitudeSquared: Double { amount * amount }
}

private final class Dial {
    var level = AnimatableProperty(0.0)
    var stretch = AnimatableProperty(Stretch(near: 0, far: 0))
    var tint = AnimatableProperty(Tint(amount: 0))
}

@MainActor private struct StoreRig {
    let clock = FixedStepClock()
    let driver: AnimationDriver
    let store = PresentationStore.shared

    init() { driver = AnimationDriver(clock: clock) }

    func frame() {
        clock.tick()
        driver.update()
    }

    func set<Value: Animatable>(_ keyPath: ReferenceWritableKeyPath<Dial, AnimatableProperty<Value>>, of dial: Dial, to value: Value) {
        AnimationTransaction.set(keyPath, of: dial, to: value, driver: driver)
    }

    /// The scalars the store shows for `property`, read from its shared buffer.
    func shown<Value>(_ property: AnimatableProperty<Value>, count: Int) -> [Double]? {
        guard let offset = property.shownScalarOffset else { return nil }
        return (0..<count).map { store.shownScalars[offset + $0] }
    }
}

struct PresentationStoreTests {
    /// What the store serves is what each property sums on its own, to the last bit: one block
    /// over many properties (contiguous runs), an additive retarget (a slot of two offsets), a
    /// spring that carries a velocity (an impulse offset), keyframes (several weightings), and an
    /// app's own packed vector.
    @Test func theStoreServesWhatEachPropertySums() {
        let rig = StoreRig()
        let dials = (0..<6).map { _ in Dial() }
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
            for (index, dial) in dials.enumerated() {
                rig.set(\.level, of: dial, to: Double(10 * (index + 1)))
                rig.set(\.stretch, of: dial, to: Stretch(near: Double(index + 1), far: -Double(index + 1)))
            }
        }
        animator.startAnimation()
        for _ in 0..<12 { rig.frame() }
        // Added on top: dial 1 retargets on ease-in-out (its slot holds two offsets), dial 2
        // springs over from where it is with its speed, dial 3 runs keyframes.
        PropertyAnimator(duration: 0.5, curve: .easeInOut) { rig.set(\.level, of: dials[1], to: -40) }.startAnimation()
        PropertyAnimator(duration: 0.8, dampingRatio: 0.5) { rig.set(\.level, of: dials[2], to: 100) }.startAnimation()
        let keyframes = PropertyAnimator(duration: 1, curve: .linear)
        let collector = KeyframeCollector()
        for (start, value) in [(0.0, 7.0), (0.5, -3.0)] {
            AnimationTransaction.collectKeyframes(in: collector, start: start, length: 0.5, duration: 1, timing: .default) {
                rig.set(\.level, of: dials[3], to: value)
            }
        }
        collector.install(on: keyframes, mode: .cubic) { _ in rig.driver }
        keyframes.startAnimation()
        for frame in 0..<40 {
            rig.frame()
            let alone = dials.map { ($0.level.presentation, $0.stretch.presentation) }
            rig.store.serving {
                #expect(rig.store.isServing)
                for (index, dial) in dials.enumerated() {
                    #expect(dial.level.presentation == alone[index].0, "frame \(frame), dial \(index)")
                    #expect(dial.stretch.presentation == alone[index].1, "frame \(frame), dial \(index)")
                    // Read from the store's buffer itself, not the property's sum.
                    #expect(rig.shown(dial.level, count: 1) == [alone[index].0], "frame \(frame), dial \(index)")
                    let stretch = alone[index].1
                    #expect(rig.shown(dial.stretch, count: 2) == [stretch.near, stretch.far], "frame \(frame), dial \(index)")
                }
            }
        }
        rig.driver.stopAllAnimations()
    }

    /// A property at rest has no slot; one that animates has one until its animations end, and
    /// the store then holds as many slots as before.
    @Test func onlyWhatAnimatesHasASlot() {
        let rig = StoreRig()
        let before = rig.store.liveSlotCount
        let dial = Dial()
        #expect(dial.level.shownScalarOffset == nil)
        PropertyAnimator(duration: 0.25, curve: .linear) {
            rig.set(\.level, of: dial, to: 4)
            rig.set(\.stretch, of: dial, to: Stretch(near: 1, far: 2))
        }.startAnimation()
        #expect(dial.level.shownScalarOffset != nil && dial.stretch.shownScalarOffset != nil)
        #expect(rig.store.liveSlotCount == before + 2)
        for _ in 0..<20 { rig.frame() }
        #expect(dial.level.shownScalarOffset == nil && dial.stretch.shownScalarOffset == nil)
        #expect(rig.store.liveSlotCount == before)
        #expect(dial.level.presentation == 4)
    }

    /// An owner that goes mid-animation leaves nothing in the store once its animator ends.
    @Test func anOwnerThatGoesLeavesNothingBehind() {
        let rig = StoreRig()
        let before = rig.store.liveSlotCount
        var dial: Dial? = Dial()
        PropertyAnimator(duration: 0.25, curve: .linear) { rig.set(\.level, of: dial!, to: 4) }.startAnimation()
        rig.frame()
        #expect(rig.store.liveSlotCount == before + 1)
        dial = nil
        for _ in 0..<20 { rig.frame() }
        #expect(rig.store.liveSlotCount == before)
    }

    /// A paused animator that nothing holds any more goes, with what it animated: the store does
    /// not keep it (or its slots) alive.
    @Test func aPausedAnimatorNobodyHoldsLeavesNothingBehind() {
        let rig = StoreRig()
        let before = rig.store.liveSlotCount
        weak var gone: PropertyAnimator?
        do {
            var dial: Dial? = Dial()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { rig.set(\.level, of: dial!, to: 4) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            gone = animator
            #expect(rig.store.liveSlotCount == before + 1)
            dial = nil
        }
        rig.frame()
        #expect(gone == nil)
        #expect(rig.store.liveSlotCount == before)
    }

    /// A change made while the store serves ends the serving: reads sum again, and show it.
    @Test func aChangeWhileServingIsSeen() {
        let rig = StoreRig()
        let dial = Dial()
        PropertyAnimator(duration: 1, curve: .linear) { rig.set(\.level, of: dial, to: 10) }.startAnimation()
        for _ in 0..<30 { rig.frame() }
        rig.store.serving {
            let shown = dial.level.presentation
            AnimationTransaction.set(\Dial.level, of: dial, to: 20, driver: rig.driver)  // the model moves by 10
            #expect(!rig.store.isServing)
            #expect(abs(dial.level.presentation - (shown + 10)) < 1e-12)
        }
        rig.driver.stopAllAnimations()
    }

    /// An animator scrubbed while the store serves (an app's code in a hit-test) ends the
    /// serving: what is read is where the scrub put it.
    @Test func aScrubWhileServingIsSeen() {
        let rig = StoreRig()
        let dial = Dial()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { rig.set(\.level, of: dial, to: 10) }
        animator.startAnimation()
        for _ in 0..<30 { rig.frame() }
        rig.store.serving {
            #expect(abs(dial.level.presentation - 5) < 1e-9)
            animator.pauseAnimation()
            animator.fractionComplete = 0.8
            #expect(!rig.store.isServing)
            #expect(abs(dial.level.presentation - 8) < 1e-9)
        }
        rig.driver.stopAllAnimations()  // the animator and its driver hold each other until then
    }

    /// The offsets of one block share a group whatever their weighting: a spring that takes
    /// over with the speed of what runs (an impulse for each property) and a delayed block are
    /// two groups and one, not one a property.
    @Test func aBlocksOffsetsShareTheirGroups() {
        let rig = StoreRig()
        let dials = (0..<50).map { _ in Dial() }
        let before = rig.store.liveGroupCount
        PropertyAnimator(duration: 1, curve: .linear) { for dial in dials { rig.set(\.level, of: dial, to: 10) } }.startAnimation()
        for _ in 0..<20 { rig.frame() }
        #expect(rig.store.liveGroupCount == before + 1)
        PropertyAnimator(duration: 0.6, dampingRatio: 0.7) { for dial in dials { rig.set(\.level, of: dial, to: -10) } }
            .startAnimation()
        #expect(dials.allSatisfy { $0.level.presentationVelocity != 0 })
        #expect(rig.store.liveGroupCount == before + 2, "the linear one's taken over; the spring's change and carried speed")
        let delayed = PropertyAnimator(duration: 1, curve: .easeInOut)
        delayed.addAnimations({ for dial in dials { rig.set(\.stretch, of: dial, to: Stretch(near: 1, far: 1)) } }, delayFactor: 0.5)
        delayed.startAnimation()
        #expect(rig.store.liveGroupCount == before + 3)
        rig.driver.stopAllAnimations()
    }

    /// A vector that does not pack animates as before, on its property's own sum.
    @Test func aVectorThatDoesNotPackAnimatesOnItsOwn() {
        let rig = StoreRig()
        let dial = Dial()
        PropertyAnimator(duration: 1, curve: .linear) { rig.set(\.tint, of: dial, to: Tint(amount: 8)) }.startAnimation()
        for _ in 0..<15 { rig.frame() }
        #expect(dial.tint.isAnimating && dial.tint.shownScalarOffset == nil)
        rig.store.serving { #expect(abs(dial.tint.presentation.amount - 2) < 1e-12) }
        rig.driver.stopAllAnimations()
    }
}
