/* kaiser-json-private.h: JSON look-ups that never warn on the wrong type,
 * so damaged input gives an error, not a critical. */
#pragma once

#include <json-glib/json-glib.h>

static inline const char *
kaiser_json_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static inline const char *
kaiser_json_member_string (JsonObject *obj, const char *name)
{
  return obj ? kaiser_json_string (json_object_get_member (obj, name)) : NULL;
}

static inline const char *
kaiser_json_array_string (JsonArray *array, guint index)
{
  return index < json_array_get_length (array) ? kaiser_json_string (json_array_get_element (array, index)) : NULL;
}
