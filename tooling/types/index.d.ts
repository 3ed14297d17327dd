/// <reference path="./sm-crypto.d.ts" />
/// <reference path="./fontkit.d.ts" />
