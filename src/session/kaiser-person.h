/* kaiser-person.h
 *
 * Copyright 2026 The Three-Spot developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "kaiser-occupant.h"

G_BEGIN_DECLS

#define KAISER_TYPE_PERSON (kaiser_person_get_type ())

G_DECLARE_FINAL_TYPE (KaiserPerson, kaiser_person, KAISER, PERSON, GObject)

KaiserPerson *kaiser_person_new (const char *name);

G_END_DECLS
