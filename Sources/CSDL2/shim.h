// CSDL2: the C surface of SDL2, SDL2_ttf and SDL2_image as Swift sees it.
// Only Sources/SDLBackend may import this module (checked by scripts/check-imports.sh).
#ifndef PICKERLAB_CSDL2_SHIM_H
#define PICKERLAB_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

#if !SDL_VERSION_ATLEAST(2, 0, 18)
#error "PickerLab needs SDL 2.0.18 or newer (SDL_RenderGeometry)"
#endif

// Function-like macros do not import into Swift: wrap the ones we use.
static inline int pl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 pl_button_lmask(void) { return SDL_BUTTON_LMASK; }
static inline const char *pl_ttf_error(void) { return TTF_GetError(); }
static inline const char *pl_img_error(void) { return IMG_GetError(); }
static inline SDL_TouchID pl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_TouchID pl_mouse_touchid(void) { return SDL_MOUSE_TOUCHID; }
static inline Uint32 pl_pixelformat_abgr8888(void) { return SDL_PIXELFORMAT_ABGR8888; }
static inline Uint32 pl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }

#endif
