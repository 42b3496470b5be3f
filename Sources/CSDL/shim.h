#ifndef DRAWER_CSDL_SHIM_H
#define DRAWER_CSDL_SHIM_H
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
/* glibc's heap statistics (mallinfo2), for the benchmark's memory per pushed screen. */
#include <malloc.h>
#endif
