/* first-window.c: how long a program takes to show its first window,
 * and its peak memory.
 *
 *   first-window [--settle MS] -- PROGRAM ARGS...
 *
 * Watches the X display (no window manager: top-level windows are
 * children of the root) for the first window of at least 200×150 being
 * mapped after starting PROGRAM; waits MS
 * milliseconds (default 3000) for it to settle, reads its peak resident
 * memory (VmHWM in /proc/PID/status) and stops it. Prints one line:
 *   map_ms=… peak_kib=…
 * Used by build-aux/measure-startup.sh to compare with other games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static long
peak_kib (pid_t pid)
{
  char path[64], line[256];
  long kib = -1;
  FILE *f;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  if (!(f = fopen (path, "r")))
    return -1;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, "VmHWM:", 6) == 0)
      kib = strtol (line + 6, NULL, 10);
  fclose (f);
  return kib;
}

/* Wait for an X event up to deadline (ms); FALSE on timeout. */
static int
next_event (Display *dpy, XEvent *ev, double deadline)
{
  while (!XPending (dpy))
    {
      int fd = ConnectionNumber (dpy);
      double left = deadline - now_ms ();
      struct timeval tv;
      fd_set set;

      if (left <= 0)
        return 0;
      tv.tv_sec = (long) (left / 1000);
      tv.tv_usec = (long) ((left - tv.tv_sec * 1000.0) * 1000);
      FD_ZERO (&set);
      FD_SET (fd, &set);
      select (fd + 1, &set, NULL, NULL, &tv);
    }
  XNextEvent (dpy, ev);
  return 1;
}

int
main (int argc, char **argv)
{
  double settle = 3000, start, map_ms = -1, deadline;
  Display *dpy;
  pid_t pid;
  int i = 1;
  long kib;

  for (; i < argc && strcmp (argv[i], "--") != 0; i++)
    if (strcmp (argv[i], "--settle") == 0 && i + 1 < argc)
      settle = atof (argv[++i]);
  if (i + 1 >= argc)
    {
      fprintf (stderr, "usage: first-window [--settle MS] -- PROGRAM ARGS...\n");
      return 2;
    }
  if (!(dpy = XOpenDisplay (NULL)))
    {
      fprintf (stderr, "first-window: cannot open the display\n");
      return 2;
    }
  XSelectInput (dpy, DefaultRootWindow (dpy), SubstructureNotifyMask);
  XSync (dpy, False);

  start = now_ms ();
  if ((pid = fork ()) == 0)
    {
      execvp (argv[i + 1], argv + i + 1);
      _exit (127);
    }
  deadline = start + 30000;
  while (map_ms < 0)
    {
      XEvent ev;
      XWindowAttributes attr;

      if (!next_event (dpy, &ev, deadline))
        break;
      if (ev.type == MapNotify && XGetWindowAttributes (dpy, ev.xmap.window, &attr) &&
          attr.width >= 200 && attr.height >= 150)
        map_ms = now_ms () - start;
    }
  usleep ((useconds_t) (settle * 1000));
  kib = peak_kib (pid);
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  printf ("map_ms=%.1f peak_kib=%ld\n", map_ms, kib);
  return map_ms < 0 ? 1 : 0;
}
