import Foundation

/// How an animation's progress follows its time (UIKit's `UIView.AnimationCurve` and spring
/// animations): `progress(at:)` maps the fraction of the duration gone (0...1) to the fraction
/// of the way from the start frame to the end frame, exactly 0 at 0 and exactly 1 at 1.
///
/// The eased curves are CSS's and Core Animation's cubic Béziers through (0, 0) and (1, 1):
/// ease-in (0.42, 0)-(1, 1), ease-out (0, 0)-(0.58, 1), ease-in-out (0.42, 0)-(0.58, 1), solved
/// for the time by bisection. The spring is a damped harmonic oscillator released from the
/// start at `initialVelocity` (in distances per duration), with an undamped frequency of 12
/// radians per duration, so that it has settled (to within a hundredth for damping ratios of
/// 0.4 and more) when the duration ends; it overshoots when `dampingRatio` < 1.
public enum AnimationCurve: Sendable, Equatable {
    case linear, easeIn, easeOut, easeInOut
    case spring(dampingRatio: Double, initialVelocity: Double)

    public func progress(at fraction: Double) -> Double {
        let t = min(1, max(0, fraction))
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return AnimationCurve.bezier(0.42, 0, 1, 1, at: t)
        case .easeOut: return AnimationCurve.bezier(0, 0, 0.58, 1, at: t)
        case .easeInOut: return AnimationCurve.bezier(0.42, 0, 0.58, 1, at: t)
        case let .spring(ratio, velocity): return AnimationCurve.spring(ratio: ratio, velocity: velocity, at: t)
        }
    }

    /// y at the curve parameter whose x is `t`, for the Bézier (0,0), (x1,y1), (x2,y2), (1,1).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            let v = 1 - u
            return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {  // x is increasing in u: halve the interval until it is below 1e-18
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    static func spring(ratio: Double, velocity: Double, at t: Double) -> Double {
        let omega = 12.0
        let zeta = max(0, ratio)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            return 1 - decay * (cos(damped * t) + (zeta * omega - velocity) / damped * sin(damped * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let fast = -zeta * omega - root
        let slow = -zeta * omega + root
        // x(0) = 1 (distance left), x'(0) = -velocity.
        let b = (-velocity - fast) / (slow - fast)
        let a = 1 - b
        return 1 - (a * exp(fast * t) + b * exp(slow * t))
    }
}
