// Compares with the demo, which only Drawer's own package has: built there alone (`DEMO_COMPARISONS`),
// not where the ports are compiled as an app compiles them (scripts/consumer-test.sh).
#if DEMO_COMPARISONS
    import Motion
    import Testing
    import ViewKit

    @testable import DrawerApp

    // (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

    /// Sample 003's UIKit code (`Sample003CardDrawer.swift`) against the demo's card mode under
    /// `--rules sample`, which runs the same handler on the sheet: the card's top edge every frame
    /// of the same drags, on a fixed clock, within half a point.
    @MainActor @Suite struct Sample003Tests {
        /// The drags: up from rest and flung; down from open, held still and let go (the animator
        /// continues as it points); up, then flung back down (reversed).
        private func drags(pointer: (PointerEvent.Phase, Double, Double) -> Void, frames: (Int) -> Void, top: () -> Double) -> [Double] {
            var tops: [Double] = []
            func run(_ count: Int) {
                for _ in 0..<count {
                    frames(1)
                    tops.append(top())
                }
            }
            func drag(from y: Double, steps: [Double]) {
                var y = y
                pointer(.down, 512, y)
                for step in steps {
                    y += step
                    pointer(.move, 512, y)
                    run(1)
                }
                pointer(.up, 512, y)
                run(90)
            }
            drag(from: 660, steps: Array(repeating: -20, count: 10))
            drag(from: 300, steps: Array(repeating: 15, count: 6) + Array(repeating: 0, count: 8))
            drag(from: 660, steps: Array(repeating: -12, count: 8) + Array(repeating: 6, count: 3))
            return tops
        }

        #if DEMO_COMPARISONS
            @Test func theDemoShowsItFrameForFrame() {
                let card = CardDrawerViewController(title: "card")
                let stage = PortStage(root: card, size: DemoStage.size)
                stage.settle()
                let port = drags(pointer: stage.pointer, frames: stage.frames) { stage.shownFrame(card.drawerView).minY }
                let demo = DemoStage(mode: "card")
                demo.settle()
                let mode = demo.app.mode as! CardDrawerMode
                let shown = drags(pointer: demo.pointer, frames: demo.frames) { ShownFrame(mode.cardSheet.view).corners[0].y }
                #expect(port.count == shown.count)
                print(
                    "PORT",
                    port.enumerated().filter { $0.offset % 5 == 0 || $0.offset < 3 || ($0.offset > 200 && $0.offset < 215) }.map {
                        "\($0.offset):\(Int($0.element))/\(Int(shown[$0.offset]))"
                    }.joined(separator: " "))
                var worst = (0.0, 0)
                for (index, (a, b)) in zip(port, shown).enumerated() where abs(a - b) > worst.0 { worst = (abs(a - b), index) }
                #expect(
                    worst.0 <= 0.5,
                    "the card's top strays \(worst.0) points at frame \(worst.1): \(port[worst.1]) against \(shown[worst.1])")
                // And it moves: open after the first drag, closed after the second, and after the third.
                #expect(
                    abs(port[99] - 240) < 1 && abs(port[203] - 640) < 1 && abs(port.last! - 640) < 1,
                    "\(port[99]), \(port[203]), \(port.last!)")
            }
        #endif
    }
#endif
