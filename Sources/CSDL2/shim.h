#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
/* <SDL.h>, not <SDL2/SDL.h>: SDL_ttf.h and SDL_image.h include "SDL.h" through pkg-config's
   -I/usr/include/SDL2, and both spellings must resolve to the same header. */
#include <SDL.h>

/* Function-like macros and variadic functions do not import into Swift. */
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
static inline int csdl_set_error(const char *msg) { return SDL_SetError("%s", msg); }
#endif
