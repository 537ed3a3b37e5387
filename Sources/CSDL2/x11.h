#ifndef CSDL2_X11_H
#define CSDL2_X11_H
/* Kept apart from shim.h (an explicit submodule) so Xlib's many short names are visible only in
   the one Swift file that imports CSDL2.X11. */
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

/* The size the X server really gave the window. SDL records the size it asked for: without a
   window manager, a fullscreen request is never carried out, yet SDL_GetWindowSize (and the GL
   renderer's output size) report the display's size. Returns -1 when the window is not on X11. */
static inline int csdl_x11_window_size(SDL_Window *window, int *width, int *height) {
#if defined(SDL_VIDEO_DRIVER_X11)
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
  XWindowAttributes attributes;
  if (!XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &attributes)) return -1;
  *width = attributes.width;
  *height = attributes.height;
  return 0;
#else
  (void)window;
  (void)width;
  (void)height;
  return -1;
#endif
}
#endif
