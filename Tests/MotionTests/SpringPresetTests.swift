import Testing

@testable import Motion

/// Each named spring against the values its source publishes, in the form the source gives.
struct SpringPresetTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance * max(1, abs(b)) }

    @Test func uiKitsDefaultHasApplesDampingRatioAndTheKeyboardsParameters() {
        let spring = Spring.uiKitDefault
        #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500)
        // Apple: "sets the damping ratio to 4.56".
        #expect((spring.dampingRatio * 100).rounded() / 100 == 4.56)
    }

    @Test func swiftUIsSpringsHaveTheirDefaultResponseAndDampingFraction() {
        #expect(Self.close(Spring.swiftUIDefault.response, 0.5) && Self.close(Spring.swiftUIDefault.dampingRatio, 0.825))
        #expect(Self.close(Spring.swiftUIInteractive.response, 0.15) && Self.close(Spring.swiftUIInteractive.dampingRatio, 0.86))
        // The response form's mapping, written out: k = (2π/T)², c = 4πζ/T, mass 1.
        #expect(Self.close(Spring.swiftUIDefault.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)))
        #expect(Self.close(Spring.swiftUIDefault.damping, 4 * Double.pi * 0.825 / 0.5))
        #expect(Spring.swiftUIDefault.mass == 1 && Spring.swiftUIInteractive.mass == 1)
    }

    @Test func flutterCupertinoSpringIsCriticallyDamped() {
        let spring = Spring.cupertino
        #expect(spring.mass == 1 && spring.stiffness == 522.35 && spring.damping == 45.7099552)
        #expect(Self.close(spring.dampingRatio, 1, 1e-7))
        // Flutter's comment: at 0.404 s the position is about 0.999 (a 1e-3 tolerance).
        #expect(abs(spring.motion().value(at: 0.404) - 0.999) < 2e-4)
    }

    @Test func libadwaitasSpringsTakeRatioMassAndStiffness() {
        let navigation = Spring.adwaitaNavigation
        #expect(navigation.mass == 1 && navigation.stiffness == 1000)
        #expect(Self.close(navigation.dampingRatio, 1) && Self.close(navigation.damping, 2 * 1000.0.squareRoot()))
        let sheet = Spring.adwaitaBottomSheet
        #expect(sheet.mass == 1 && sheet.stiffness == 400)
        #expect(Self.close(sheet.dampingRatio, 0.8) && Self.close(sheet.damping, 32))
    }

    @Test func everyPresetIsFoundByItsNameAndNoOtherName() {
        #expect(Spring.presets.count == 6)
        #expect(Set(Spring.presets.map(\.name)).count == Spring.presets.count)
        for (name, spring) in Spring.presets {
            #expect(Spring.preset(named: name) == spring, "\(name)")
        }
        #expect(Spring.preset(named: "uikit") == nil)
        #expect(Spring.preset(named: "") == nil)
    }
}
