-- wrk script of the benchmark's uncached search: every request asks the archive for another common word or page
-- (WORDS, space-separated, by PAGES pages each), so no answer can come from a cache. Each word is also asked in
-- sixteen spellings of its first four letters' case ("prices", "Prices", "pRices"...): the same search for the
-- database, another question for a cache, so the list outlasts a run. The warm-up (WRK_PHASE=warmup) and the
-- measured run (WRK_PHASE=measure) take separate parts of the list, as a server keeps what it answered.
local words = {}
for word in string.gmatch(os.getenv("WORDS"), "%S+") do table.insert(words, word) end
local pages = tonumber(os.getenv("PAGES"))
local spellings = 16
local total = #words * pages * spellings
local start = os.getenv("WRK_PHASE") == "measure" and math.floor(total / 4) or 0
local started = 0

function setup(thread)
  -- Each thread starts in another part of the list.
  thread:set("first", started * math.floor(total / 3))
  started = started + 1
end

-- The word with the letters whose bit is set in `mask` (of its first four) in capitals.
local function spelled(word, mask)
  local letters = {}
  for index = 1, #word do
    local letter = word:sub(index, index)
    if index <= 4 and math.floor(mask / 2 ^ (index - 1)) % 2 == 1 then letter = letter:upper() end
    letters[index] = letter
  end
  return table.concat(letters)
end

local sent = 0
function request()
  local index = (start + first + sent) % total
  sent = sent + 1
  local page = index % pages + 1
  local spelling = math.floor(index / pages) % spellings
  local word = words[math.floor(index / (pages * spellings)) + 1]
  return wrk.format(
    "GET",
    string.format("/api/reports/elastic-search/?page=%d&pdf_search=%s", page, spelled(word, spelling))
  )
end
