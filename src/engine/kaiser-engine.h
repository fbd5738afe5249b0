/* kaiser-engine.h: everything the other layers use from the rules engine. */
#pragma once

#include "kaiser-bid.h"
#include "kaiser-card.h"
#include "kaiser-card-names.h"
#include "kaiser-deal.h"
#include "kaiser-deal-number.h"
#include "kaiser-enums.h"
#include "kaiser-error.h"
#include "kaiser-game.h"
#include "kaiser-json.h"
#include "kaiser-record.h"
#include "kaiser-rng.h"
#include "kaiser-rules.h"
#include "kaiser-scoring.h"
#include "kaiser-state.h"
