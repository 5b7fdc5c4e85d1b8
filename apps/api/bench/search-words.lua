-- wrk script of the benchmark's uncached search: every request asks the archive for another common word or page
-- (WORDS, space-separated, by PAGES pages each), so no answer can come from a cache. The warm-up (WRK_PHASE=warmup)
-- and the measured run (WRK_PHASE=measure) take separate parts of the list, as a server keeps what it answered.
local words = {}
for word in string.gmatch(os.getenv("WORDS"), "%S+") do table.insert(words, word) end
local pages = tonumber(os.getenv("PAGES"))
local total = #words * pages
local start = os.getenv("WRK_PHASE") == "measure" and math.floor(total / 3) or 0
local started = 0

function setup(thread)
  -- Each thread starts in another part of the list (the uncached run has one connection, so one thread).
  thread:set("first", started * math.floor(total / 6))
  started = started + 1
end

local sent = 0
function request()
  local index = (start + first + sent) % total
  sent = sent + 1
  local word = words[math.floor(index / pages) + 1]
  local page = index % pages + 1
  return wrk.format("GET", string.format("/api/reports/elastic-search/?page=%d&pdf_search=%s", page, word))
end
