/* kaiser-error.c */
#define G_LOG_DOMAIN "kaiser-error"

#include "kaiser-error.h"

G_DEFINE_QUARK (kaiser-error-quark, kaiser_error)
