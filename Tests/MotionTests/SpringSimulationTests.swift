import Foundation
import Testing
@testable import Motion

/// Expected values computed independently in Python: the state is expm(M·t)·[x₀, v₀] with
/// M = [[0, 1], [−k/m, −c/m]] (stiffness k and damping c from the spring), evaluated in 60-digit
/// decimal arithmetic by Taylor series with scaling and squaring — no damping-case branches —
/// and cross-checked against complex roots of mλ² + cλ + k = 0 (agreement 4e-15).
private struct Row: Sendable {
    var name: String
    var spring: Spring
    var velocity: Double
    var positions: [Double]
    var velocities: [Double]
}

private let times = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]

private let table: [Row] = [
    Row(name: "smooth", spring: Spring.smooth, velocity: 0,
        positions: [0.868688544640994, 0.642260443530435, 0.284584310914043, 0.109966060773213, 0.0136009314655749, 4.73105788634838e-05],
        velocities: [-4.21225312940921, -4.49437376240209, -2.55828332819738, -1.09216777464365, -0.14744736802918, -0.00055069903147113]),
    Row(name: "smooth", spring: Spring.smooth, velocity: -5,
        positions: [0.735316521868218, 0.499955671862421, 0.203581718756099, 0.0753848946285527, 0.00893232463630496, 2.98738670824388e-05],
        velocities: [-5.20369131711527, -4.12916697811021, -1.9453876952066, -0.772878578408655, -0.0981171380183852, -0.000349019560715801]),
    Row(name: "snappy", spring: Spring.snappy, velocity: 0,
        positions: [0.861789647291307, 0.611897554214538, 0.213630829982734, 0.0435534061958888, -0.00601996071183387, 3.3918141549555e-05],
        velocities: [-4.54450839099439, -5.03890757834423, -2.7317082820618, -0.885862599835616, 0.0191478891260539, -0.00018093917312701]),
    Row(name: "snappy", spring: Spring.snappy, velocity: -5,
        positions: [0.71789746940128, 0.452351279182606, 0.127137106075209, 0.015504453958444, -0.00541368358980136, 2.81890880531505e-05],
        velocities: [-5.77951248646618, -4.69003539169096, -1.95211170823085, -0.504424631242738, 0.0362958975674283, -0.000228141084715759]),
    Row(name: "bouncy", spring: Spring.bouncy, velocity: 0,
        positions: [0.854284986464042, 0.57669787692543, 0.126289104398207, -0.0339303622955748, -0.0144984216160448, -7.1596885778953e-05],
        velocities: [-4.91704854337007, -5.70755833764598, -2.95380680071596, -0.546018567322933, 0.210950819905445, -0.00115920370121274]),
    Row(name: "bouncy", spring: Spring.bouncy, velocity: -5,
        positions: [0.698597118201202, 0.39598019990106, 0.0327631039921673, -0.0512188771492788, -0.0078191132525632, -0.000108300601744407],
        velocities: [-6.44946944183975, -5.41169629379711, -1.93985698625359, -0.0722113168121607, 0.16593439790533, -0.000155493775473478]),
    Row(name: "spring", spring: Spring.spring, velocity: 0,
        positions: [0.860582662897867, 0.606392280257299, 0.200351136812528, 0.0314892283990738, -0.00840196287996338, 5.50034285634352e-05],
        velocities: [-4.60365414805472, -5.14086613701407, -2.76462567842789, -0.840275339261202, 0.0496165630089539, -0.000510511302611232]),
    Row(name: "spring", spring: Spring.spring, velocity: -5,
        positions: [0.714817760597598, 0.443617704648212, 0.112815153666804, 0.00488369966175754, -0.00683096010110968, 3.88391756123847e-05],
        velocities: [-5.88420341750683, -4.79777622619752, -1.95136551209312, -0.446068839324807, 0.0590524022025856, -0.000450370556504611]),
    Row(name: "interactiveSpring", spring: Spring.interactiveSpring, velocity: 0,
        positions: [0.323365369561804, 0.0241236501103965, -0.00144915144604737, 2.44899611766301e-05, -2.87352827834226e-08, 3.56882477824262e-17],
        velocities: [-11.8803359628074, -1.88779342810389, 0.0552542542421385, -0.000214485026475389, 1.17736172744543e-06, -1.07443292402661e-14]),
    Row(name: "interactiveSpring", spring: Spring.interactiveSpring, velocity: -5,
        positions: [0.289510471698109, 0.0187440839183046, -0.00129169570239176, 2.38787521428664e-05, -2.53802041765487e-08, 5.07058089304926e-18],
        velocities: [-11.058012500262, -1.6208290429072, 0.0511557673529298, -0.000292898938042787, 1.07931415040064e-06, -8.71685356883247e-15]),
    Row(name: "default", spring: Spring.default, velocity: 0,
        positions: [0.887488375458852, 0.683538785121644, 0.334375550021035, 0.143786392530091, 0.0221904854842516, 0.000135797554629576],
        velocities: [-3.68583537674019, -4.16387325811795, -2.65699441489075, -1.27158397058504, -0.215734738362816, -0.00142648036558882]),
    Row(name: "default", spring: Spring.default, velocity: -5,
        positions: [0.746276383043426, 0.524012170706169, 0.232580587193582, 0.0950693751768525, 0.0139252405333561, 8.11461353509331e-05],
        velocities: [-4.89687319606296, -3.93671162081922, -2.00306629306011, -0.877432123622838, -0.13784329074514, -0.00085679543099823]),
    Row(name: "r0.55z0.825", spring: Spring(response: 0.55, dampingFraction: 0.825), velocity: 0,
        positions: [0.881065588267221, 0.653497608726312, 0.254948259977613, 0.0594738581831523, -0.0100818984622522, 9.97614744416943e-05],
        velocities: [-4.00294071196311, -4.73937771423239, -2.95013063859172, -1.11676694721702, 0.0156770971933441, -0.00028061227971814]),
    Row(name: "r0.55z0.825", spring: Spring(response: 0.55, dampingFraction: 0.825), velocity: -5,
        positions: [0.727704633238062, 0.471922225826839, 0.141922640876368, 0.0166882018634494, -0.00948127637697601, 8.90106364185705e-05],
        velocities: [-5.5174827552965, -4.58425042392552, -2.09438921066433, -0.607645616694806, 0.0547651299204805, -0.000576771129406334]),
]

@Suite struct SpringSimulationTests {
    @Test(arguments: table.indices)
    func closedFormMatchesIndependentReference(_ index: Int) {
        let row = table[index]
        let sim = SpringSimulation(spring: row.spring, start: 1, end: 0, velocity: row.velocity)
        for (i, t) in times.enumerated() {
            let x = sim.position(at: t), v = sim.velocity(at: t)
            #expect(abs(x - row.positions[i]) < 1e-6, "\(row.name) v0=\(row.velocity) x(\(t)) = \(x)")
            #expect(abs(v - row.velocities[i]) < 1e-6, "\(row.name) v0=\(row.velocity) v(\(t)) = \(v)")
        }
    }

    @Test func startsAtStartWithInitialVelocity() {
        for spring in [Spring.smooth, .bouncy, Spring(response: 0.4, dampingFraction: 1.7)] {
            let sim = SpringSimulation(spring: spring, start: 30, end: 130, velocity: 250)
            #expect(abs(sim.position(at: 0) - 30) < 1e-12)
            #expect(abs(sim.velocity(at: 0) - 250) < 1e-9)
        }
    }

    @Test func overDampedBranchMatchesReference() {
        // ζ = 1.7, response 0.4, x₀ = 1, v₀ = 2; reference from complex roots of λ² + cλ + k = 0.
        let sim = SpringSimulation(spring: Spring(response: 0.4, dampingFraction: 1.7), start: 1, end: 0, velocity: 2)
        #expect(abs(sim.position(at: 0.3) - 0.2515212925426156) < 1e-9)
        #expect(abs(sim.velocity(at: 0.3) - -1.2849327280671534) < 1e-9)
    }

    @Test func nearlyCriticalDampingIsContinuousAcrossBranches() {
        let t = 0.2
        let crit = SpringSimulation(spring: Spring(response: 0.5, dampingFraction: 1), start: 1, end: 0, velocity: -3)
        for zeta in [1 - 1e-7, 1 + 1e-7] {
            let s = SpringSimulation(spring: Spring(response: 0.5, dampingFraction: zeta), start: 1, end: 0, velocity: -3)
            #expect(abs(s.position(at: t) - crit.position(at: t)) < 1e-6)
            #expect(abs(s.velocity(at: t) - crit.velocity(at: t)) < 1e-5)
        }
    }

    @Test func zeroDistanceAndZeroVelocityStaysPut() {
        for spring in [Spring.smooth, .bouncy, .default, Spring(response: 0.3, dampingFraction: 3)] {
            let sim = SpringSimulation(spring: spring, start: 42, end: 42, velocity: 0)
            for t in [0, 0.1, 1, 10, 1e6] {
                #expect(sim.position(at: t) == 42)
                #expect(sim.velocity(at: t) == 0)
            }
            #expect(sim.isDone(at: 0))
        }
    }

    @Test func negativeTimeCountsAsZero() {
        let sim = SpringSimulation(spring: .bouncy, start: 5, end: 0, velocity: 7)
        #expect(sim.position(at: -1) == sim.position(at: 0))
        #expect(sim.velocity(at: -1) == sim.velocity(at: 0))
    }

    @Test func hugeTimesStayFiniteAndLandOnEnd() {
        for spring in [Spring.smooth, .bouncy, .interactiveSpring, Spring(response: 0.5, dampingFraction: 40)] {
            let sim = SpringSimulation(spring: spring, start: 1000, end: 10, velocity: -5000)
            for t in [10.0, 1e3, 1e12, .infinity, .nan] {
                let x = sim.position(at: t), v = sim.velocity(at: t)
                #expect(x.isFinite && v.isFinite)
            }
            #expect(abs(sim.position(at: 1e3) - 10) < 1e-9)
            #expect(sim.position(at: .infinity) == 10)
        }
    }

    @Test func isDoneUsesBothTolerances() {
        let sim = SpringSimulation(spring: .smooth, start: 1, end: 0, velocity: 0)
        #expect(!sim.isDone(at: 0))            // x = 1
        #expect(!sim.isDone(at: 0.5, positionTolerance: 0.02, velocityTolerance: 0.1)) // |v| ≈ 0.147
        #expect(sim.isDone(at: 0.5, positionTolerance: 0.02, velocityTolerance: 0.2))
        #expect(sim.isDone(at: 1.0))          // x ≈ 4.7e-5, |v| ≈ 5.5e-4
    }

    @Test func nonFiniteInputsDoNotPropagate() {
        let sim = SpringSimulation(spring: .snappy, start: .nan, end: 3, velocity: .infinity)
        #expect(sim.position(at: 0.2) == 3 && sim.velocity(at: 0.2) == 0)
    }
}

// MARK: - Generator

/* The Python 3 script that produced `table` (standard library only):

# Independent reference for the spring closed form.
# Method A: state(t) = expm(M t) @ [x0, v0], M = [[0,1],[-k/m,-c/m]], evaluated with 60-digit Decimal
#           Taylor series + scaling and squaring (no damping-case branches).
# Method B (cross-check for non-critical springs): complex roots of m λ² + c λ + k = 0.
from decimal import Decimal as D, getcontext
import cmath, math
getcontext().prec = 60
PI = D('3.14159265358979323846264338327950288419716939937510582097494')

def kc(response, zeta, m=D(1)):
    w = 2*PI/response
    return w*w*m, 4*PI*zeta*m/response

def matmul(A, B):
    return [[A[0][0]*B[0][0]+A[0][1]*B[1][0], A[0][0]*B[0][1]+A[0][1]*B[1][1]],
            [A[1][0]*B[0][0]+A[1][1]*B[1][0], A[1][0]*B[0][1]+A[1][1]*B[1][1]]]

def expm(M, t):
    s = 20
    A = [[M[i][j]*t/(D(2)**s) for j in range(2)] for i in range(2)]
    R = [[D(1),D(0)],[D(0),D(1)]]; term = [[D(1),D(0)],[D(0),D(1)]]
    for n in range(1, 40):
        term = matmul(term, A); term = [[x/D(n) for x in r] for r in term]
        R = [[R[i][j]+term[i][j] for j in range(2)] for i in range(2)]
    for _ in range(s): R = matmul(R, R)
    return R

def refA(response, zeta, x0, v0, t):
    k, c = kc(D(response), D(zeta)); m = D(1)
    M = [[D(0), D(1)], [-k/m, -c/m]]
    E = expm(M, D(t))
    return float(E[0][0]*D(x0)+E[0][1]*D(v0)), float(E[1][0]*D(x0)+E[1][1]*D(v0))

def refB(response, zeta, x0, v0, t):
    w = 2*math.pi/response; k = w*w; c = 4*math.pi*zeta/response; m = 1.0
    disc = cmath.sqrt(c*c-4*m*k)
    l1 = (-c+disc)/(2*m); l2 = (-c-disc)/(2*m)
    B = (v0 - l1*x0)/(l2-l1); A = x0 - B
    x = A*cmath.exp(l1*t)+B*cmath.exp(l2*t); v = A*l1*cmath.exp(l1*t)+B*l2*cmath.exp(l2*t)
    return x.real, v.real

def bounce_to_zeta(b): return 1-b if b >= 0 else 1/(1+b)
springs = [
  ("smooth", "Spring.smooth", 0.5, bounce_to_zeta(0)),
  ("snappy", "Spring.snappy", 0.5, bounce_to_zeta(0.15)),
  ("bouncy", "Spring.bouncy", 0.5, bounce_to_zeta(0.3)),
  ("spring", "Spring.spring", 0.5, 0.825),
  ("interactiveSpring", "Spring.interactiveSpring", 0.15, 0.86),
  ("default", "Spring.default", 0.55, 1.0),
  ("r0.55z0.825", "Spring(response: 0.55, dampingFraction: 0.825)", 0.55, 0.825),
]
times = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]
worst = 0
out = []
for name, expr, r, z in springs:
    for v0 in (0.0, -5.0):
        ps, vs = [], []
        for t in times:
            x, v = refA(r, z, 1.0, v0, t)
            if abs(z-1) > 1e-6:
                xb, vb = refB(r, z, 1.0, v0, t)
                worst = max(worst, abs(x-xb), abs(v-vb))
            ps.append(x); vs.append(v)
        out.append((name, expr, v0, ps, vs))
import sys
print("max |A-B| =", worst, file=sys.stderr)
for name, expr, v0, ps, vs in out:
    f = lambda a: ", ".join("%.15g" % x for x in a)
    print(f'        Row(name: "{name}", spring: {expr}, velocity: {v0:g},')
    print(f'            positions: [{f(ps)}],')
    print(f'            velocities: [{f(vs)}]),')
*/
