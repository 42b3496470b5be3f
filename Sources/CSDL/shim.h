#ifndef DRAWER_CSDL_SHIM_H
#define DRAWER_CSDL_SHIM_H
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#endif
