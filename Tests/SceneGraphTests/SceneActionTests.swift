import Geometry
import SceneGraph
import SceneTesting
import Testing

/// The scene's action queue: posted actions reach nobody until the driver drains them, then every
/// subscriber of their control id (or of all ids) in subscription order; tests pop what was drained.
@MainActor
struct SceneActionTests {
    final class Owner {}

    @Test func actionsReachSubscribersOfTheirControlOnlyAtTheDrainAndArePoppedInOrder() {
        let h = SceneHarness(root: Node(id: "root"))
        let a = Owner(), b = Owner()
        var heard: [String] = []
        h.scene.subscribe(a, control: "x") { heard.append("a:\($0.control)") }
        h.scene.subscribe(b) { heard.append("b:\($0.control)") }
        let change = SelectionChange(control: "x", from: 0, to: 1, byUser: true)
        h.scene.post(.selectionChanged(change, animation: nil))
        h.scene.post(.settled(control: "y", page: 2))
        #expect(heard.isEmpty && !h.scene.isIdle)   // posting does no work; the next frame has some
        h.frame()
        #expect(heard == ["a:x", "b:x", "b:y"])
        #expect(h.scene.popAction() == .selectionChanged(change, animation: nil))
        #expect(h.scene.popAction() == .settled(control: "y", page: 2))
        #expect(h.scene.popAction() == nil && h.scene.isIdle)
    }

    @Test func aSubscriptionEndsWithItsOwnerAndActionsPostedWhileDrainingAreDrainedToo() {
        let h = SceneHarness(root: Node(id: "root"))
        var owner: Owner? = Owner()
        var heard = 0
        h.scene.subscribe(owner!) { _ in heard += 1 }
        let relay = Owner()
        h.scene.subscribe(relay, control: "a") { _ in h.scene.post(.pageChanged(control: "b", page: 1)) }
        h.scene.post(.pageChanged(control: "a", page: 0))
        h.frame()
        #expect(heard == 2)   // "a", then the "b" it caused, in the same drain
        owner = nil
        h.scene.post(.pageChanged(control: "a", page: 3))
        h.frame()
        #expect(heard == 2 && h.scene.popActions().count == 4)
    }
}
