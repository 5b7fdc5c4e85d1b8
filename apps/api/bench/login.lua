-- wrk script of the benchmark's sign-in: POSTs the accounts EMAIL_PATTERN names (a %d for 0 .. LOGIN_ACCOUNTS - 1)
-- in turn, each thread starting elsewhere in the list, so no account has more than one sign-in under way. The API
-- counts a sign-in under way as a possible failure until its password is checked (parallel guesses cannot slip
-- past the limit), so many parallel sign-ins to one account would be refused as guessing, not measured.
local accounts = tonumber(os.getenv("LOGIN_ACCOUNTS"))
local pattern = os.getenv("EMAIL_PATTERN")
local password = os.getenv("PASSWORD")
local started = 0

function setup(thread)
  thread:set("offset", started * math.floor(accounts / 2))
  started = started + 1
end

local sent = 0
function request()
  sent = sent + 1
  local email = string.format(pattern, (offset + sent) % accounts)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" },
    string.format('{"email":"%s","password":"%s"}', email, password))
end
