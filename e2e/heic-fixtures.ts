/**
 * iPhone photos for the chat's HEIC flow (decision 0019): broken ones built in code, and one valid
 * HEIC written out below as base64, so no binary files sit in the repository; the bytes are the
 * same on every run.
 */

/** Bytes that look like nothing at all, from a fixed seed. */
function garbage(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    // xorshift32: cheap and repeatable.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

/** An ISO-BMFF `ftyp` box naming the HEIC brand, as a real iPhone photo starts. */
function heicFileTypeBox(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write('heic', 8, 'latin1');
  box.writeUInt32BE(0, 12);
  box.write('mif1', 16, 'latin1');
  box.write('heic', 20, 'latin1');
  return box;
}

/** A HEIC header with nothing readable after it: passes a header check, then fails to decode. */
export const CORRUPT_HEIC_FILE = {
  name: 'IMG_0420.HEIC',
  mimeType: 'image/heic',
  buffer: Buffer.concat([heicFileTypeBox(), garbage(64 * 1024, 20)]),
};

/** Plain noise named .heic, with no type from the browser (as some file pickers give it). */
export const GARBAGE_HEIC_FILE = {
  name: 'holiday.heic',
  mimeType: '',
  buffer: garbage(32 * 1024, 2020),
};

/**
 * A valid HEIC (HEVC-coded, brand 'heic', 900 x 271, 10 KB) of a day-cream label: the label of
 * the ingredient checker's photo test (e2e/ingredients.spec.ts) rendered by
 * server/test/label-image.ts as JPEG, then encoded with libheif 1.15's heif-enc (x265) from
 * Debian's libheif-examples: `heif-enc -q 30 --no-alpha -o label.heic label.jpg`.
 * sha256 11ae22985096c752fd42436f4ec2304d1880116fdc65b91a11e921d2fb835dab.
 */
const LABEL_HEIC_BASE64 =
  'AAAAGGZ0eXBoZWljAAAAAG1pZjFoZWljAAABrm1ldGEAAAAAAAAAIWhkbHIAAAAAAAAAAHBpY3QAAAAAAAAAAAAAAAAAAAAA' +
  'DnBpdG0AAAAAAAIAAAAQaWRhdAAAAAADhAEPAAAAOGlsb2MBAAAAREAAAgABAAAAAAAAAc4AAQAAAAAAACV0AAIAAQAAAAAA' +
  'AAABAAAAAAAAAAgAAAA4aWluZgAAAAAAAgAAABVpbmZlAgAAAQABAABodmMxAAAAABVpbmZlAgAAAAACAABncmlkAAAAANlp' +
  'cHJwAAAAt2lwY28AAAB3aHZjQwEDcAAAAAAAAAAAAFrwAPz9+PgAAA8DIAABABhAAQwB//8DcAAAAwCQAAADAAADAFq6AkAh' +
  'AAEAKkIBAQNwAAADAJAAAAMAAAMAWqAHEgER35bqSSmubAgAAAMACAAAAwAIQCIAAQAHRAHBcrBiQAAAABRpc3BlAAAAAAAA' +
  'A4QAAAEQAAAAFGlzcGUAAAAAAAADhAAAAQ8AAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAa' +
  'aXJlZgAAAAAAAAAOZGltZwACAAEAAQAAJXxtZGF0AAAlcCgBrxkoxFHqK6BryMSaYpz36r5H7Vm36m0TRKN6l5IDSHn5xGU1' +
  'AoeF16Yvb7qb0ACDHsY09yIWyjWUGjhl4lmltRXN6ZAZ0/NDYPFI1YnDykfgeKm9cY5Z5Oshzar+D2zzprQ947RP+t42s3ko' +
  'Bdug1AA5PQvtj0kWEOQYcSUYFvWL2t7Nk78ZLFj9acjWK6hNEtfMGKQgeq9ngTmoafBX1oDC9EyXOpmRAQVC88QQNEmyZ/9t' +
  'fv5sgvsSsKXfMGTO83rsGgzl3is96GBxk1wdJfjilPh2Aei4IY+zywba35LbVnj6ll4G2LXzlAizfRvoZVCbAQDQmOXbmm0z' +
  'bnok+nR02E37PVhGL7/GZBdsb6WkS/omtIr00FUS55QFtifXtLO/276cQbaQgbWVx4UQC1haVB9eVff4hvSZrYDt572X7DX/' +
  'Z3j3OBvSfFYkjMSAqZ2JlGRqSpJc+OC61WWrzm3cOOa1s/DC8HpPPOZGWvH3Oqf7ZhGhefiAWpGEuHY5jJORCnMmflshPSYF' +
  'qqv/6eey4f1124b1O+dFYB4DtOjWrBp1W6BGg/sC0CbA/kbIBXjwb9MYvLaYcOEZsELXKips9yFTdYUXSu89AeWSpzaJMryh' +
  'ufXZiE7/ZkhaiWzp1f8HAI+AqBXxH8ZfLClUzVAbvdP6ZUiJWqLsgrGdJojrmp9o11ILnkTUgxY2+wxn4zB6jwM/FbBNDYYL' +
  'KvdaOC/AatO0vn+tdw5I1onDdAr19w3rWujc6uuwu8xteirMaDjLhv75PRjVyE0QTS+OEAgZYGYaA/2HvubSIGz7xTC32A7F' +
  'bKmoo00nNzjnrjUqs1Gj9sJoz9rLVoguRkj215au+i8DNa/MWtt3ZEsPZJdC6BCkynE32t9wfF4UzloY9ECUjtZDKeTaORkb' +
  'FW2oihPddj882qWSPXiuEZG98E2huxZ/oWVSSGb5FdqYbfr0lDu+/WCgETo+VHUoFHPQR4PR0KCjvOQlrrNiehwHaML3q7wu' +
  'lSSQSGv1uP7av0J51JiFccFBNk2I9l02qz6yUXEhqOZkGr5mErk9UC3tHxDUYRssd0FbTEfCKPsW1IbNH5HnvB+dxML1wtlT' +
  'DRELQEZ95HjaNjKhWoEMT5kXnXRC0I7ZGyP9XvnxZ3bduAGzsqxio46pt/jRUbb+1KRFbMbWBfS5oRAWmTOkiVS1aigqh9Ic' +
  'pqrTFjNFk1V143P3aNbBPdpxLQRMssBikI2bIVUITBmrQc6fnBOqs12svIU/Smmw41uAbFG0jiD6enJNYoiKQ/VdT5dcaFIO' +
  'j69VCQ6QFNVUOq4ZpUPowvq6VWmV/eqklMtQtbz8WRb0sXYyovHZvaw8s7Z2f8QIN1fnp1ipHg+qdvsaDzlQEeIKvdKZA8e/' +
  'G1t6tDv+aj07PSENSxaAzJR6Q4npmMT1UPAR9YG+68J0Sy8s9phTJBx01E9DQkwfVhiLh4ZHmHYwj9CbCkX4AAADAAALAjJm' +
  'OamMbAs+Lg4ymjhur6MyZ2XFGMMWCKBIv+yuyV9IWjGHmf4zaRIWsBUGBa+VjkCEUDBiCz4ybJ1b13WlWqYpzddWUfaskBv0' +
  'rH9KXAQTvlqX5+2aZn6ZdQ3WK9TTCGr/p/HsAD07jVuPBqViHe+Y86ihyf9btNzWLU6d4nFmHLEAQqf2BHutaEao56wDckoj' +
  'Q8oQjRrVij9+iI/5iNbR+AHZRSJ3y9uWaivYsJ13uzrNQU8DlQlR3tFpDYICbCI4zAvQ4NdUDtxeevIFblGHLT1uuEFxXWyr' +
  '2TN2F1uCt8Cq1NYqJ7GMDhWjtAIF5sB68k6CtMqU2+rmcTq3df4SqxXWbOh6+tqZDAwi5R2a/DQZpRJoZTZh3qHGMCdemc69' +
  'EzevtRfJTbpBf5pVcDETXmqjUO62iq//Ob8H+IaCtKHRv6uCaSp7Ux8tOHnbonl7IN3CsupG8DslN53tObfIwuXtopWsTEmT' +
  'ZoROSbwQ9uypGzrbh0robafTN+0jltQA7sK2kyHIhg0HhdhUhmML8rQWKNf1fKl3FMiUYRVS7g+DcxNlg3d+3wa9PRgzoX6L' +
  '9wqA2WaX3vMWIUAas86fZDuHl8SxgiaGP0Z/WNfcLTcmk6Vg/dVgCigfLFiHBRze9jjDmoT9md8z5bpCx1KwQNXW14DxfpuL' +
  'i4GvSkfzfTCl60jWXnEsrPYXXV5cOgnHIUOyW4Ek+VTkoZVP809Zg2LE0lWyclQSYslPQIBYVMlwAcPUftvmxz824fiS5Rgy' +
  'B40CvWH9o+US8ctNRJ8cOUOP9ufxazugNct/K62LSC5Vw5rmo9s0BAjCJI84qZAaFcxJSJ0PpTpB0+H2j7dWYSS4y6FZdTa8' +
  'bIJR2iBS0FPgwETw2kSmbs6uKiPz+HZorv//AT6Wu/mLPWdCJtcz5jprdJIJxF6gPZXML4sKuBuiPppA7EqGJwxYhz/nyyhr' +
  'xPDDWRIeCGzcRnYfKaUGbFWSCDQwMSVxlD2/5EXKvR31LE20O4bur7qRzzsFVe83ei273ain6a3qbexbFvYATMBmxasIjoPY' +
  'yVeJ7wnMike7mk5sTcw79ASthAakY5rqe50+WbX3yU+8B7CwZ2UnEmuQd8PO5+I1jb3/ZWzdnZL9+p4WXKbyRKbHFMQVHDDa' +
  'QLpGiUfNYi+zgkIhgBMvTZuAojjCPbwN3Ajok+go9e2+8RHqOVFfDd9WkqI9VZI5/uaWlokUoI6uabMweWoY1jxcJsIE80bM' +
  'n34OAzrw+woqWIqxDyMK6b0f86eyuyPpAeeucZzsT1h/MTlYlP5UoaBb+xQ/QUDwDH0QoQ18QEtcv8QupRfIprZ364aVEpHu' +
  'P0lLHyGeWv/6hpgwLWy1iPTws8I3ZG+S42tEO7oJ5r4uNSrOTSXcU17h8SVKBHVzdT7mhtNnZ5yZGZT11r1BZk3WV2Gj3oL/' +
  'W85ADJ9Bodl8u8Cq4u5Zotbkgwx1xUj22KG+AahZ6PNcnrOX+rcOnCXzs+xQtepQq9vfGISX9gRMqopWdlaxFJtnerY+R05u' +
  'kW79uNgK2qk5kyXiTlwC3m8jyf46YEJUT/OXSRtm7Hkn4BmwdIYrrZY2bEcM0B2/BfqUkxV4ViSsQFszMqGBwMqTGcTsatgx' +
  '1WRuT0+GBFJB0GSVfgBKmb1ftcYjidJH5rfaMlKSbeV/LFGgN7RK/NfrynleVzH0NsXFIqpyxTuIfSXA/JvLlKIm8Nx19TfJ' +
  '2jv2HoaNA+2+n57/xCnDY1OYYBjzPyQnUYQYvDqY1JBeoMv7+c4RboSn1ciw++WwK5ipSe9S17zMiSCLC4apb/KJGkeVrCu5' +
  'UtuofI5+x6ZYYrOmgk8da34q00C3J38xpaTfggXE9boSHHEHLerRvXjGKXjsa4q+TqolDzX/LBsJFMnFfBHWapt/Z3B9Y1hU' +
  'LRoR6TGW4tMangEN1IoeJkqvIzO2xBncegqFps5+UHVb50cmAsEcfdMpUiTaNyNVRZY7u+FQZknqCUPHSeR0RZuFPKgF/m8W' +
  'R3bHUC0HMHqIqbuYiSrnxzk0oG1iWiHwEal1nFji7egzJwyJqqeJR3slH5BNxu/PuK9lzEUIQ+TsiLhdPPlxG/hP4YLabQkE' +
  'SkCR6irjeQ8hx1B7/oglCwn9CQAIvsFK5wTb+wENsGSZfEPrnINlg5znHIr1Thc+oPKQwT06I5DiBoZ6d/rGuTGPciVnRLwY' +
  'S3vX6b8b3En5qUYpFb/A4EyMWQX88JGxAwC2WtXXYLq+luQP+lvkJo078oXTZLvCNdAHQk0JAbLVPxh6u5h8ubW2Rt4ThjTh' +
  'ia60GunA7OfoVHn/K1KoDN7eaulJmSTgQ8PNgK0QWXkhRMjuH9wHyQm0s1nSHyktbSbPz5dIMPXdLDL9/npQoCO7YQlCpzRW' +
  'BFJ29r5rGHe9PTaWWn9uCQIaDvQbP6i3tJS0pv9UGPpx+9kkLR27v9VP/r2shNHs/VArcGuQ6qI8A5oZL2K0m7APtMiyRI4x' +
  'r1EvV6/3nG+QuSffPvoTlfL93TdTO6FXU36iBXhh0SeMaVJyJ/2woh9BaXbNWvL0XSMSB7gIega6yP+i2qCD4L30ajf9G5mm' +
  'sB1FfTEv6X0oqDg1SyPes+fa59K4OUHw2PRuZBiuo2zbyKTB6PYmmj7XxVP5CEAca27Po5ap3B4NJAKEY+O4Vo1YUyMnQbfo' +
  'wDvh6K3eLXt4MTFIylfG6AkM/STa44i6fPyH+O5vmj8FBO3WlTHcBBIyIUDzJl6A6iKFkbO4veAX+VvC6BtpfY6eiR3ceg5+' +
  'S3/l1MrRQOGXABaGxjI/GggTlnp0gk1RvthEL24Kk39aXk5iupM2dCYGp/TPbX5O1Mi7w6qpUVHvCyW1dJMjNXDuyoAOyb6F' +
  'AsgdpuQ8OuxmvIgOCLrO2sK0VNYJ243nQ3QN3352sfvI0NJGlHYVV/zFZmCFb+uDkHiwMUDEMcaW1Qq6j48wvpHvqqiyoswE' +
  'eQ4RJvLs0yFKzUS9uyaAKWPR0XvmPVBbhPhhwPpm73aq9+MdnWlAG5q+zvoTFIl91CfZPZsTbTP54xFwXhhHiaIyRbgS3BTL' +
  'ixg9fs5Et/CrIoqp7cPLqebdydSnjMfc4gd2d4axaSXiPnpzWKOyRANuDGxLvkokRU2xmeZ3ywnEtRqlcdPFOQtqS9cvjbNe' +
  '4q+83Mi00U/9bwHVq+Jd/gtCA+JoiV9wrFXZYLCBAYmIdorrlgLbZLSVmz7ulf9Op3EFISz4gOf8ei9N4Q/cJ503l619EUSU' +
  'vl12S3F2pRF9Qt+BKiMCuCZBnFwFp9z13Yt8rs1ZfAfvqQHb8piWqr4xlQN1ArQOXTTNaysE9jK2t/Lw21s0D1UX+fFsivHR' +
  '6ZbGTREqshvY6tBZmBULHvGmvUhuzn+qujTEiwSnChlhvkZCLUju4GCsIa5eT46aJSM/Gf3/zjclVQ6f+PwKGCo/9P4o78DZ' +
  'vjaR+B7GGccmxe7A1unztfyawMSS3bMZ8xlhM++8k5f7oEe5gq1+WUIG+sbWSe9uwOWN1kzUFOCUEaNgWaNbkicY+s0+wGLa' +
  'vqza5ToElzWTCMvIV7pjSekmGyeWrSRCwRzFsvXhb2Vea0NEcey7lhZjIZ8WlyJlI2gcQg5qABOeZ5b8SKzxTfXeOy5Q4+bM' +
  'ogK1gKM+k0YMgToF3Pz6OuH6a3NCPdHmnd5ex/a6YQWAa9fhgb3ATn77EYYJarJ0guyx3buPuOUPsAa2/IpnYBgH/OJKpor0' +
  '31A0iFazg4mfql5P8wMcn7YvxBkirCrZAGwXIVgsL1k5HeIujcF7t8vnxNzg3xiOb+E9DvojxDdsLfVHhiMVTiVDQotg6JK2' +
  '2rr/8wrIWrY1Pf3ZrIEpAPuL+xD0WLtVrB95sJdA+C1PZPtahLPwzUDUkcdHxioNi7CHveT7+b0K7ttgRQ/HLIaCsxFaJsPL' +
  'MShkoqzQYejaImcnlRgp3apy8gVVl3aX9+Je/O2B85USTpnvLp3sShZjBLo4XM/ZX4Dp6GRRKWWxYceFhXSaimhYzrvwkttb' +
  'u31E6vt7CFPn8ys+LJVEV72kHFdBNG9Ss6e6SopCuCQimjYMWwAA5d/m+BXZMfimP+NehcUFkrT0tgkir71NSKCEvm8GiOj3' +
  '/zmQVdcnHglTVvtFHIBqhOdLZmhxOZdYUzd9zs4P0KHYzpKb4kdwrDztyJO6eIdj489GEtbSrMtO2B9RI9nhy2xbvjx4SsrT' +
  'D6+tm3HSXfVAEKm2m3EKK9XFPgNapow4NOfMFYGMiHtU6sE6XSHdw8L/NljHxcll6PZ7MuGiAmEPpL0QpAFZuwTc3xztUBjA' +
  'HLKBvIrRPiQ/AB3IBIJIHG64yqHggRPpg6V34nWD5OgoWN8z8M3GIddXj7yO1tV4nubdjhaMFufTe0wadrbySXZfoDUGHvOT' +
  '9jMiomxJv31COo4GcJ1dQwxZqSXbxntmyYFVMFdLXmcY45VIDTYypRsFh2Mz6Uf/ChQ64mZ2tWqPesXRSH/+k0se2Tz5/yiw' +
  'cCmYdGvmPTCU/z0ibXyRXwGQ3Mz6b1rAF3KsUNqxUgxmy04Mvp7tROyDywWix9UNcIO5dpTCZv+wN6YeAzU7ilqFSRDBf43i' +
  'llfTo4Ez1Z/c5DgHLt1HTh/xZx+AQNdoHncApl26il5iEL0uCpXf134JUcYXX7aoBqx9RGWl58wgoh7YNjR8ifW9yL1UIaD5' +
  'w98aCIKjSYJIo9goGyViFEHgoMIWatVMD/GtdC32aCzVimB9AqfAITWJsix5WYJrHbV4EwzF03Via36YrpKQztY11nzM5eFY' +
  'OWfUP1dCX9PKXnkT45RcQFbYfZukOCOmDlvAP372nMv9l8QP/C4QBbcP4Qzg4Ps37eXsUv76EixnS1QVCjocpLkenz0TKpsp' +
  'Hp9pbn7iA+hDZueNAS0GBO8T0VZZsZToiRerm7nEkm5T/b0ZQ/yBFARQLB6ycmpVdalUQon64keWkU4bJgXk1WIX4uHxT3AA' +
  'AFNAnfHHHkocVRVDVk/XYLm0+1YyQZJhkfiI8wI8L5t8MV6vWE70CYzAM/uJkyRaCZrtrw66qjvf+xHHq145lHMqh7scx6o1' +
  'au12R2Dn/mLJiChfE67zJnlg14jR6o+Okvy+Dg7fZKLGEG+ZAIkQZqcVMPuUJOOp2kTag+k5zdfbWCudHCJ59tKQi2V+Hh5U' +
  'RzXMw2JnvEPcWLsz+NWgbLNCENsYRImzv1y0hJxPJ+GStEJUHv6fwegUKCh/ZwIP8gIVqkqt4YJKXj3ftjKkG4TpK3TaJ8lh' +
  'Yw688pk2d3+/npNGAe04A+T4FKd+9oP43IcsWsjPNfDi0i8t9jc5rOuYVGVass5MSNHUQX7sqwmjmYjp86gYn5nbmsxcdbvf' +
  '9kjS0VkuYq65xiHo7qDE78WvtQoVWxh19dqX8TCq2sZhmpSLuO2RjwaQkjtXPA5xJvmqsKJX9oYYImyOBAo6vwU6Rn4IZn6t' +
  'eQaTzw9NcKoqON56cA3Zcd6qRS08H+OWU4gzgwAzAuPqCeLdhV0D6EFi/4eBUwGAA4HHqX0yNeMDzfhUYxZJ1Z0OmLG9j2c4' +
  'HJC9Le6TTh3N+AgcYUQ4ftm4NnQogpVpc5aelAJo/ajqziFV4ywkX9svKTrLUdW3MkhL5amLaxabGxFsJxN7YlutlwF/LtZw' +
  'ZHXeBexXRNt39TXYiIu4lS7JhnPCg09sKgWTs7gUFrVQ9a+LnHvrhkQrOWmAqof0KXvtsi1W1Bw0UMtn/ckJiFYrSfS3zOSL' +
  'e5LPXLI+mgj+GBxv5anTztn22KnTDLnpxQiKOIj/bvHsIvJD89VbxD8fBNcHtuggfdLGR2oeVeZM56zGZt/mlHY4UYowHsk4' +
  'Qv4Z8MUrUAAGvhzwOn6Zs3eVHWv3MEYGoC/FAEIneK4OfS+jM7LGXb+dqz5W3FSGzzQK1Rn7eGNkpH1B1bcXlb9kXoKQ9m53' +
  'OF7HdQE62N1hRWGymIFfyrA3DApIkQHNMYDsCPxWAGpklyb97SnM/5DzQoeJWkzIhjIjJapnIKtpsbCRkBFT1/eYhfzUMMCK' +
  'NwCSe8WHz2+TH9zAT9tlgaFSBtMexje5nACSEvLIls+68CqSy6YfRTScCz/LUkqxwKLdBe6eHdeECMPoP2brQkroKviNR0Yx' +
  'L6+MkR8wOi8ts7WdpnWR/XM/Z5/AdS+BLpSKnqKYoL2AqMaEfGQ3g2bkF6KczKe0Uuc7xetwMbvAm1XKC5xUfADYk8csf9/D' +
  'HvzI7fsfASPZm2ks0Tf96+qSvKEs+8d9LkSJOiO90lq8s6nk2GUDc9PCmeUL0EnL7vJLhlA6QU31QuAofRrp2VciPl6YIwMC' +
  'w5pjBY8ABqFm4PetjdAfdNpDePwOEnJN/Y6ToVybUOrMiqW8uhsVSLBEX13XAnCGegBDB5YN/P+3Z8bpg2P+wRwAtatuxFZe' +
  'N3Xlu1es50oSYLdXR4Dd/JF0X3lzTBu9nonfpIEupX5rwomdWYZC6Zfpx+lXkEvk5vxUptwWWD3TqVEtPSPhKwal3paTKNSq' +
  'QnIzU5rZfGjKbq+bF53OG5ecb1cqc2H1ppN7StYr034lSm7ZdfFs4n7X1TYS/xnwOc2P8tCFIzokBQlWWZlq/2Ftbr06/yiz' +
  '+NmZF2qpYT6hiH7I75JdY1JtPZQJLNJ5pqs09qGYwHE78p1vt5Yl5WURC5Tpidtw8oJ5lzUrtZuBrBmNzCtLj4kbdnXbaF7F' +
  'PcVBODsa1Gdw2y+OxeaoYHOxpzyDtk2JIJxyhhpco0O4CMT+3w5xwoLMT3yiOPMR3KAKoNDyk2czBU5LNm3Fmc7hG4Mb7k2C' +
  'LoaLPccnyhq2Do8PEDWkEwcrUACMr8hejfx5IUHvDmNhPtAImotv3NskDSCO2UxlGf74B4f8/HIkqM5lqrZHk/l3QzJ4tZZY' +
  '06iyyltRdH1FAxKK1CqKhG6nW8v7rtOe/VXvjKRa9KsvjqziEhU478JRRya1JF5xy1HhdoXIHAWIe11yMThKcLzdtw9eCMrK' +
  'GJ7zwd4JIirL+ed6Iut/ago56U1PciwIkWDKFnMbyNdBZzIxeVFw+IUyT9QiDHHruFWPXuFjmT/oxfcnmbVnjMcCo6RfveYl' +
  '4SL69hy/aI831Sg5InqteRLO2RRF0IK3oa/g/8TCIkRDOhmnbqpJrMuiCD8UDkYeqcj84xeeSTKDit5i4jMPYeOxnZspe+aN' +
  'pC4RJwu/5/A/7xG392hFHglbfnBP7xl1R5v9+FkVkRHoj4H64p3MyZJGSArxiCFKuG13+cTzO2WiyrqAuzHoOqYc/gqYswqY' +
  'Wh1LyPbxaK8F49UCXt4RluCoj7j/hQYcDnuM+N0HUWWW2w6cZDjPwkGKWfhLVjsLUxKmubwNFWD4F3Nyt5lCfagbhG/qBgzl' +
  'ryiXlTZ5gF3bZ/bfNcjjoNKb1GiJEaVE0ViSscB57eDG5OvmUSwmHVxws+ktAhpuiuEy5mwH5IZoZcvciDWYcEQ03Yrhkpcj' +
  'BxNgtt02i8Yh5Eriy5DeRencb5B5QlmdtJz+3JH1sus34R4is25yBeyPfADrkcwJ1xcZ3xm5fLLuxRj1hST1RC5unAqeJzXF' +
  '+4BNgZ9vK2lYjxSYHE2v2ixH28k8EqqAnHO7xwAuqppfXxeVcre2XcV6pCYCrUKk98CiFnfpt842GHQ6lP3lQ3hb4akwbIGY' +
  'SMwUSaNeXv9Khb9vjtShJJ0hIIlWNEFHP3+DUM7Xr4nypFCg76y4ZWmiiQgjvFy7lVIjiN8o73CvS+dK8X0JIrXXkQcXJVd7' +
  'TxbjjR201OuAzX3auzzubjUdX8ZUgNlPYe/3TEFxExjallRi3k7Uj47ThagH4nxdS1uuf4ZJjOjotQjngW7EQaOHNoAgr+OG' +
  'isU7X2/RDOn8hGYm7/f5WpqUQ/8eB0+njBMJrNgawk0RDrG6s76GocDvzvRSs33neu6cKriNkOtaxdcKYMdiS0LUzKQStDi2' +
  'jNyolOkJWEWDsISI9iGeedqkm2Ic8KTsCikbGZUZVbDN/Einzx+02bRijvpuqddw7/+g9EeGNoz2BInimvrC/g5hwc8+n+N8' +
  'SH0GlKLka/hyRwaXJofPoJkpaFgJ0qr8gsGz2ru/RmvwmDYEXzOqtK8I/Frx3CQ4RHRGP5MZiPWZ9BVLPVk9/ta2gEXdMHCl' +
  'c8XuNMxIiy2NIS5tNX5Z60XsLaN7XMHHMLPgKgYKnSr3Wl8d1M04hQi+i5PjG7EtzWeItju79tTGc42DS3EC5ZMT4NXj5ExP' +
  'PjhjQSgvDNvpJR/BgWjE7nlovXbKAT3W4cnoU1D0FtUdmeb5+tF0I4Px3uRyujgHiD8ZFuJQ9SmNYwZTD6Zog9X2coGsG3wM' +
  'nt21vXAjGhjjwQAUT33uo+r86Pf3fy0SHnwNJ0rD457Gysg6Rp0kLp5V5vT54UF1+/isMHI/c1ZaXwZKWH31TsiLYMP4YAzQ' +
  'L5d6svEFCxto3uh5dyu/QeomV77fZ35xTsOXA8DR950XEdK/KxFpFhFMgtTKWCLnftFM23po69hr8tV0Fe+uYC7M83ZVQuFE' +
  'DhSmv7dTEVkW+kNLYW7fUmAnuevxzR3qYDZJqfNj5IMtG31/mMcq/Y9dgatrYtgCnmvFAdyA3VIllz6rSgy7ffQhQ95AWi1/' +
  'wtk3y06r3VyhWUSLJwiT5iMWPOmM4hdKphqTOaL224oglb/hlT3wWhl+CenXPMTzGdlRc2vS85lBbiqXaj2oxLiBfiIdxUtc' +
  'p6I/CkBtJAuBdOuMf/EoxL8EL9SRZwWXwQCURiVzjdyJ2tLxD8Fo6mq1YXrV5N8TE6iVuokqKzl7ODCaMw1n6iTHg4oXPraE' +
  'QF2gPRaALS9Ztdffc66kgFnisw+YgU46M4OKoGdEL5wtoGEjS6lHh6gx2EopMEa7ZaDalDezouzGkU72bIjWWwIoh0RnuVSy' +
  'alPR13mHTOKTVykMiVTCa6xRPD5+gsAACTABbzg/drcYkPmku1+7ZvXLoKKTyYtMEXAoXdn6m92MudcHP/HROSrey72GAK7y' +
  'hjtAFVLiaoD/uvVQzS3BoiMlTKHQNTfY6F3Fgmsg3y/nV3DrY0lJT5JYDxfORVsDLMP558X5T4qDO1fXVfNr518IGnjPvhMI' +
  'xgQWlRaq6aM29d68yFpPoghpPcG8GxJHPa5MWI6axsLGi72/jmpH47Fu1WrNnIWW5oyMrfGf85IukUUo9yN6MlNjfg+ekasz' +
  'hQQ004rnp2GgWaZBqnUx/N3ZRaJuUOFYDzkhciWLBzuyB3IT+E7MehKKtfiFBXJIxtMxwcyOxuCBB4I9w/34fo7OkO0lN4ql' +
  'FzsxjzkkeN9NTGvN0VJYApSduaNNjptGQd3O5ALByjmNJHTmaMDm7JXL7Pt1BOZRzEa5Uk4sWOowwf9z9YNBBhVlad5l9i9b' +
  'zo0rXfjuJktrqjSrIxEusFGVlPtyJZkjivkfkNWJgymaJxWAzWWpzOMymKdjpRU//lj6S5Iob2GEZpwqJFFrM8Xp3w/LcXPC' +
  'BqTlQG4SBTDbu3JoU6Z7yaocTLdV1eYCvOnMDISBOhOxPLuKYJ8lMEH3wQbNGEU5zB9qbganNz44e1zVwyrzQ61V/Tq9zsY+' +
  'pAMaKAonC0f9HKFs/F2YDRiI5FUo8j4NBHAR98sa3Ty/Nus8a583fwD9Wt654LGbggonFHZFLtLO1697T1xyM2ppfb5+ypUS' +
  'WTjuX+U09PjgxEvUQSPHkFnNRH/O2fG/nTDATx4jM1A5vt0f+7s/cPi7JcQoPemypmP7nEmOxuVQsn+aJesxX4/wk2RcOwoL' +
  'dfQHeu9d+o2ZnSkn+uelnOb7ckrvEaxmOzAyS8Vtl/9vYyJuoWNveqEHCGac2DFwvGEdqhhVHizfvPShw1IcgWKzf0yQBECa' +
  'VKWVrf9y7LhN1lobyNWS6veNx/n27s7tLEaCICNzJcVQTAatHKoi5T1whHBL2ELhqKPTUDMKm/+48DlbN9xDTHfgC+21AV+g' +
  'vJaxNjIlgQMSniQEjDbyrpJhyUt0+9BKgrA4/fKR+keXL23oI5FYYOLi9Rp4M3Gj2ToAsjKsYH/QwcLwgdCntjF3tjc/fZFZ' +
  'hkrP9ARWThyO/AFAm9gcWv0DoJ5IHctWm1dI2/PO2JZRyql5tdSOtKecAaPusAWRVPMyw03WxGHM6lc78Ey/Xbbomqi1zF3B' +
  'zFjDsvg+Ock18Hcw76k4tCtuv/odyazdc/RZl0lVRaj+SCXX0mE9XI64hB4gEXJUF4N5NIEWDm9CmY5598XwLV9bCQ4a+O62' +
  'DjnV1N8v/k8gv+mbwP7e/pPEYVjDWJog99KGFhJeuAgftm92i3kA/7oThbq5O6Yfx4NrwnSKCtzjmmVJ1WyiYeAQV3DyUgaJ' +
  '6p3h8JQq51DyQag/A4CbN4WSO7icpH6kQ/+8fVTItFVZ48hF541jZWfj712RYnYlZEMtxFEb2pwAtvKGk73v1Gx3WoGTbcO7' +
  'RFAYIegM7EL1hwrMdRccY/C+cTF6msKEEEbKHbMxSvMlnOQST9Y24vRUske2mSIGwxN99GgcLi10HLlS8CsJjkb9sRp3oRMv' +
  '/jAwS9gDGOHkQtn5P8EEj/wC5cv6RbTPwckw6/bS8YqZbKmpDiQkOY8RvwNQR9dmC9hXeIyClbsl9r0q4lMO594cd6yiiFGQ' +
  'l0fP3xKQlIPi3nPVx8czbjJ8KZk5PDV6FX9Bh0b8U3xiG9c3YQKzWqZJVYi9q1zmARVPU4p5ab9R/9pm5jWZqmzwOYUSyjsb' +
  'RksyG5nmyGyfE8YQ1lKZgwdSBZIrJziazRbPqKOmTwRreii9oW4bhKFiQ7S174XMecTPJfJw6m+zX1ssgCXft7vbnjAGI3Cr' +
  '7j/c05wcYpQJiCkFHEWO0/1laW3O6ex0KT1nuwSJwHOVGqjDtXS+PpXVzBAus94a8DHM9jMyLElxU07VLHuf9A9WLVyT4Rrn' +
  '84W0NVap9zYrnToUm4VANGSc0rjCq6p8b0yDjxYHl3APXh+wWBh1CbDscDE0vTvI189RMTa8iXuIMRHceUkWZJjPFns9W6fB' +
  'VfywWBC+h4MGQ9JzwJLp3NaIpUnPfRZy/lU9RiDHnim8BqDvUxAFRzAd1rFz8gsVSD5NtvMM68oUe97Usoxb/AjHqypEFUgW' +
  'EJV3+TlATc+Y/CRv+KlYUqwANyHjcjyYktUOFhzxFKDtQ1KSOU4ohvzO4Xunq6EvwuiXD/gZEAcJZq5cC4GfwBkAJUM52q4x' +
  'YY4Y6d6ribKuskS4SQ6gAAADAAADAAAuoJ2ShrzoAAADAAADAAADAAKO';

export const LABEL_HEIC_TEXT = {
  /** Words that stand on the label, for checking what was read from it. */
  ingredients: ['Glycerin', 'Butyrospermum Parkii Butter', 'Phenoxyethanol'],
  notIngredients: 'Made in',
};

/** A day-cream label as an iPhone saves it: HEIC, named IMG_….HEIC. */
export const VALID_HEIC_FILE = {
  name: 'IMG_0421.HEIC',
  mimeType: 'image/heic',
  buffer: Buffer.from(LABEL_HEIC_BASE64, 'base64'),
};
