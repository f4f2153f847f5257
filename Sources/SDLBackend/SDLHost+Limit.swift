import CSDL2
import Geometry
import SceneGraph

extension SDLHost {
    /// The physical limit of a frame on this renderer, for `make bench`: the seconds one full-drawable
    /// texture copy takes, timed to completion (SDL's queue flushed, a one-pixel read-back waited for), as the
    /// median of `repeats` copies into a drawable-sized render target — opaque (`SDL_BLENDMODE_NONE`) or
    /// blended (`SDL_BLENDMODE_BLEND`, a half-transparent texture). Nil when the renderer has no render targets.
    public func fullWindowCopySeconds(blended: Bool, repeats: Int = 31) -> Double? {
        fullWindowCopyTimes(blended: blended, repeats: repeats)?.wall
    }

    /// `fullWindowCopySeconds` with the CPU time of the same copies (`cpuScope`'s clock: the calling
    /// thread's on the software renderer, the process's on the others), each the median of `repeats`, in
    /// seconds. Nil when the renderer has no render targets.
    public func fullWindowCopyTimes(blended: Bool, repeats: Int = 31) -> (wall: Double, cpu: Double)? {
        let size = drawableSize
        guard size.width > 0, size.height > 0, SDL_RenderTargetSupported(sdlRenderer) == SDL_TRUE,
              let target = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width), Int32(size.height)),
              let source = SDL_CreateTexture(sdlRenderer, pl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width), Int32(size.height)) else { return nil }
        defer { SDL_DestroyTexture(source); SDL_DestroyTexture(target) }
        let previous = SDL_GetRenderTarget(sdlRenderer)
        defer { SDL_SetRenderTarget(sdlRenderer, previous) }
        SDL_SetRenderTarget(sdlRenderer, source)
        SDL_SetRenderDrawColor(sdlRenderer, 90, 140, 200, blended ? 128 : 255)
        SDL_RenderClear(sdlRenderer)
        SDL_SetTextureBlendMode(source, blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        var times: [Double] = [], cpu: [Double] = []
        let scope = cpuScope
        let f = Double(SDL_GetPerformanceFrequency())
        for _ in 0..<max(1, repeats) {
            SDL_SetRenderTarget(sdlRenderer, target)
            SDL_RenderSetClipRect(sdlRenderer, nil)
            var pixel: UInt32 = 0
            var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
            SDL_RenderFlush(sdlRenderer)
            _ = SDL_RenderReadPixels(sdlRenderer, &one, pl_pixelformat_abgr8888(), &pixel, 4)
            let t0 = SDL_GetPerformanceCounter(), c0 = CPUClock.microseconds(scope)
            SDL_RenderCopy(sdlRenderer, source, nil, nil)
            SDL_RenderFlush(sdlRenderer)
            _ = SDL_RenderReadPixels(sdlRenderer, &one, pl_pixelformat_abgr8888(), &pixel, 4)
            times.append(Double(SDL_GetPerformanceCounter() &- t0) / f)
            cpu.append(Double(CPUClock.microseconds(scope) - c0) / 1e6)
        }
        times.sort(); cpu.sort()
        return (times[times.count / 2], cpu[cpu.count / 2])
    }
}
