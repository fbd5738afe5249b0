/* kaiser-record.h: a game as a JSON record, and back.
 *
 * The format is described in docs/record-format.md.  Loading a record
 * replays it through the engine: every deal, call, card, trick winner and
 * score in it must be what the rules and the seed give, or loading fails
 * with an error naming the hand, trick or field that disagrees.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "kaiser-game.h"

G_BEGIN_DECLS

#define KAISER_RECORD_FORMAT  "three-spot-record"
#define KAISER_RECORD_VERSION 1

JsonNode   *kaiser_record_to_json (KaiserGame *game);
char       *kaiser_record_to_data (KaiserGame *game, gsize *length);
gboolean    kaiser_record_save (KaiserGame *game, const char *path, GError **error);

KaiserGame *kaiser_record_from_json (JsonNode *root, GError **error);
KaiserGame *kaiser_record_load_data (const char *data, gssize length, GError **error);
KaiserGame *kaiser_record_load_file (const char *path, GError **error);

G_END_DECLS
