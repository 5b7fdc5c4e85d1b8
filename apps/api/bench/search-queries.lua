-- wrk script of the benchmark's searches of several words: every request asks a new question of one KIND, made of
-- the corpus's common one-word market words (WORDS, space-separated), so neither its answer nor its matches can come
-- from a cache: KIND=words (N words, each must appear), or ("a or b"), not ("a -b"), phrase (two words in quotes).
-- The sequence is fixed (the same questions for every server measured); the warm-up (WRK_PHASE=warmup) and the
-- measured run (WRK_PHASE=measure) and each thread draw from their own part of it. Pages 1 to 10.
local words = {}
for word in string.gmatch(os.getenv("WORDS"), "%S+") do table.insert(words, word) end
local kind = os.getenv("KIND") or "words"
local n = tonumber(os.getenv("N") or "2")
local phase = os.getenv("WRK_PHASE") == "measure" and 1000 or 0
local threads = 0

function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

function init()
  math.randomseed(phase + id + 1)
end

local function word()
  return words[math.random(#words)]
end

local function question()
  if kind == "or" then return word() .. "%20or%20" .. word() end
  if kind == "not" then return word() .. "%20-" .. word() end
  if kind == "phrase" then return "%22" .. word() .. "%20" .. word() .. "%22" end
  local asked = {}
  for _ = 1, n do table.insert(asked, word()) end
  return table.concat(asked, "%20")
end

function request()
  return wrk.format(
    "GET",
    string.format("/api/reports/elastic-search/?page=%d&pdf_search=%s", math.random(10), question())
  )
end
